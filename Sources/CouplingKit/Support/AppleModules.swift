/// Modules of Apple's SDKs and the Swift toolchain. An in-tree folder with one of these names is
/// not taken for the module unless the configuration says so.
enum AppleModules {
    static let names: Set<String> = [
        "Accelerate", "Accounts", "AdSupport", "AppKit", "AppTrackingTransparency", "ARKit", "AudioToolbox",
        "AuthenticationServices", "AVFoundation", "AVKit", "BackgroundTasks", "CallKit", "CarPlay", "Charts",
        "CloudKit", "Combine", "Contacts", "ContactsUI", "CoreAudio", "CoreBluetooth", "CoreData",
        "CoreFoundation", "CoreGraphics", "CoreImage", "CoreLocation", "CoreMedia", "CoreML", "CoreMotion",
        "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreVideo", "CryptoKit",
        "Darwin", "Dispatch", "Distributed", "EventKit", "EventKitUI", "FileProvider", "Foundation",
        "FoundationEssentials", "FoundationNetworking", "GameController", "GameKit", "GLKit", "Glibc",
        "HealthKit", "HomeKit", "ImageIO", "Intents", "IntentsUI", "JavaScriptCore", "LinkPresentation",
        "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI", "Metal", "MetalKit", "MobileCoreServices",
        "MultipeerConnectivity", "NaturalLanguage", "Network", "NetworkExtension", "NotificationCenter",
        "ObjectiveC", "Observation", "os", "OSLog", "PassKit", "PDFKit", "Photos", "PhotosUI", "PushKit",
        "QuartzCore", "QuickLook", "RealityKit", "RegexBuilder", "ReplayKit", "SafariServices", "SceneKit",
        "Security", "Social", "Speech", "SpriteKit", "StoreKit", "Swift", "SwiftData", "SwiftUI",
        "Synchronization", "SystemConfiguration", "Testing", "UIKit", "UniformTypeIdentifiers",
        "UserNotifications", "Vision", "WatchKit", "WebKit", "WidgetKit", "XCTest", "zlib",
    ]
}
