let note = Note.sample
