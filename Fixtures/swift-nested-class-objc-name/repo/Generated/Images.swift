import UIKit

// As Riot/Generated/Images.swift:22-24 (SwiftGen): a nested class renamed for Objective-C.
// The generated header declares it as the top-level class `AssetImages`.
@objcMembers
internal class Asset: NSObject {
  @objcMembers
  @objc(AssetImages) internal class Images: NSObject {
    internal static let appSymbol = UIImage()
  }
}
