import Private

let note = PrivateNote()
