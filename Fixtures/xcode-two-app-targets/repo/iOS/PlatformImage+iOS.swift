import UIKit

/// The image type of the shared grid code, on iOS.
typealias PlatformImage = UIImage
