int toolValue(void) { return 42; }
