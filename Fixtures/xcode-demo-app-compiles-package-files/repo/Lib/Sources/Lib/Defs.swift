/// The module's own logger (the demo project compiles this file too).
func dlog(_ message: String) {}
