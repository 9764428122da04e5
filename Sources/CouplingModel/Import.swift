/// The forms an import can take.
public enum ImportKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// `import M` in Swift.
    case swiftModule = "swift-module"
    /// `@_exported import M` in Swift: importers of this module see M too.
    case swiftExportedModule = "swift-exported-module"
    /// `#import "A/B.h"` or `#include "B.h"`.
    case quotedInclude = "quoted-include"
    /// `#import <X/Y.h>` or `#include <float.h>`.
    case angledInclude = "angled-include"
    /// `@import M;` in Objective-C.
    case objcModule = "objc-module"
    /// `using namespace N;` or `using N::name;` in C++: the file names N's members unqualified.
    /// Never an edge by itself (the name is a namespace, not a module or header).
    case usingNamespace = "using-namespace"
}

/// One import statement of a file. `name` is the module name or the header path as written.
public struct Import: Hashable, Sendable, Codable {
    public var name: String
    public var kind: ImportKind
    public var location: SourceLocation
    /// Inside a Swift `#if` clause only platforms other than Apple's and Linux compile
    /// (`#if os(Windows)`): a dependency of the code all the same (manifests list it), but what it
    /// declares is not seen by the code around it, which those builds never compile.
    public var isOtherPlatformsOnly: Bool
    /// `@testable import M`: the file sees M's internal declarations too.
    public var isTestable = false

    public init(name: String, kind: ImportKind, location: SourceLocation, isOtherPlatformsOnly: Bool = false, isTestable: Bool = false) {
        self.name = name
        self.kind = kind
        self.location = location
        self.isOtherPlatformsOnly = isOtherPlatformsOnly
        self.isTestable = isTestable
    }
}
