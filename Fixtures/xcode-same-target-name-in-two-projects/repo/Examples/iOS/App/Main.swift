let a = LegacyThing()
