let archivedNotes = Note.archived()
