// Re-exported for Shared's importers, and seen by every file of Shared itself.
@_exported import Models
