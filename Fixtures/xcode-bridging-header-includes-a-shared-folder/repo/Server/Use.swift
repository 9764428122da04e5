// Server neither links nor imports Core: `CoreOnly` is not visible here (the compiler would reject it).
func g() { _ = CoreOnly() }
