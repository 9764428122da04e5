// Compiled by the Shared framework (iOS), not by the app: this folder gives it one file.
public struct CarPlayConfig {}
