@_exported import FileSystem
public struct Game {}
