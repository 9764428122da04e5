print(Importer().importAll().count)
