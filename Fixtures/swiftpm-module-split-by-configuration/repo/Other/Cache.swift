// No `import Kit`: Kit's Store is not visible here (the compiler would reject this file).
func makeCache() -> Store? { nil }
