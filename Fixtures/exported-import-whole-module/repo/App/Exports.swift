// The app folder's own re-export: its files see Shared without importing it.
@_exported import Shared
