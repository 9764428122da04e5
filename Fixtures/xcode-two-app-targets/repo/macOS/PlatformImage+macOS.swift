import AppKit

/// The image type of the shared grid code, on macOS.
typealias PlatformImage = NSImage
