// Compiled by the watchOS Shared framework only.
public enum WatchSize {}
