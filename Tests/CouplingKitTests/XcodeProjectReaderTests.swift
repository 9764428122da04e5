import CouplingKit
import Foundation
import Testing

@Suite("Reading Xcode projects (project.pbxproj)")
struct XcodeProjectReaderTests {
    /// `Apps/Demo.xcodeproj/project.pbxproj` in a tree scanned at `/scan/root`: an iOS and a macOS
    /// app sharing `Shared/`, a framework, a unit-test bundle, a widget extension, an aggregate target.
    static let demoProject = #"""
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            classes = {
            };
            objectVersion = 77;
            objects = {

        /* Begin PBXBuildFile section */
                D00000000000000000000201 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000101 /* AppDelegate.swift */; };
                D00000000000000000000202 /* MainViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000102 /* MainViewController.swift */; };
                D00000000000000000000203 /* Item.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000103 /* Item.swift */; };
                D00000000000000000000204 /* Renamed.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000104 /* Renamed.swift */; };
                D00000000000000000000205 /* Store.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000110 /* Store.swift */; };
                D00000000000000000000206 /* Legacy.m in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000113 /* Legacy.m */; };
                D00000000000000000000207 /* Version.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000120 /* Version.swift */; };
                D00000000000000000000208 /* Escape.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000121 /* Escape.swift */; };
                D00000000000000000000209 /* Generated.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000122 /* Generated.swift */; };
                D0000000000000000000020A /* Other.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000123 /* Other.swift */; };
                D0000000000000000000020B /* DemoKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = D00000000000000000000162 /* DemoKit.framework */; };
                D0000000000000000000020C /* UIKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = D00000000000000000000124 /* UIKit.framework */; };
                D0000000000000000000020D /* Algorithms in Frameworks */ = {isa = PBXBuildFile; productRef = D00000000000000000000801 /* Algorithms */; };
                D0000000000000000000020E /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000125 /* Main.storyboard */; };
                D00000000000000000000211 /* Store.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000110 /* Store.swift */; };
                D00000000000000000000221 /* Kit.h in Headers */ = {isa = PBXBuildFile; fileRef = D00000000000000000000130 /* Kit.h */; settings = {ATTRIBUTES = (Public, ); }; };
                D00000000000000000000222 /* Kit.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000131 /* Kit.swift */; };
                D00000000000000000000231 /* DemoTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = D00000000000000000000140 /* DemoTests.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXContainerItemProxy section */
                D00000000000000000000501 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = D00000000000000000000001 /* Project object */; proxyType = 1; remoteGlobalIDString = D00000000000000000000303; remoteInfo = "Demo-Kit"; };
                D00000000000000000000502 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = D00000000000000000000001 /* Project object */; proxyType = 1; remoteGlobalIDString = D00000000000000000000301; remoteInfo = "Demo iOS"; };
        /* End PBXContainerItemProxy section */

        /* Begin PBXFileReference section */
                D00000000000000000000101 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
                D00000000000000000000102 /* MainViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Screens/MainViewController.swift; sourceTree = "<group>"; };
                D00000000000000000000103 /* Item.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Item.swift; sourceTree = "<group>"; };
                D00000000000000000000104 /* Renamed.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Renamed.swift; path = Original.swift; sourceTree = "<group>"; };
                D00000000000000000000105 /* Demo-Bridging-Header.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = "Demo-Bridging-Header.h"; sourceTree = "<group>"; };
                D00000000000000000000110 /* Store.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Store.swift; sourceTree = "<group>"; };
                D00000000000000000000111 /* Prefix.pch */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = Prefix.pch; sourceTree = "<group>"; };
                D00000000000000000000112 /* Legacy.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = Legacy.h; sourceTree = "<group>"; };
                D00000000000000000000113 /* Legacy.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Legacy.m; sourceTree = "<group>"; };
                D00000000000000000000120 /* Version.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Version.swift; path = Scripts/Version.swift; sourceTree = SOURCE_ROOT; };
                D00000000000000000000121 /* Escape.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ../../Outside/Escape.swift; sourceTree = "<group>"; };
                D00000000000000000000122 /* Generated.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /scan/root/Apps/Gen/Generated.swift; sourceTree = "<absolute>"; };
                D00000000000000000000123 /* Other.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /Users/someone/Other.swift; sourceTree = "<absolute>"; };
                D00000000000000000000124 /* UIKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
                D00000000000000000000126 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                D00000000000000000000130 /* Kit.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = Kit.h; sourceTree = "<group>"; };
                D00000000000000000000131 /* Kit.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Kit.swift; sourceTree = "<group>"; };
                D00000000000000000000140 /* DemoTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = DemoTests.swift; sourceTree = "<group>"; };
                D00000000000000000000150 /* Mac.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Mac.xcconfig; sourceTree = "<group>"; };
                D00000000000000000000151 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Base.xcconfig; sourceTree = "<group>"; };
                D00000000000000000000160 /* Demo iOS.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = "Demo iOS.app"; sourceTree = BUILT_PRODUCTS_DIR; };
                D00000000000000000000161 /* Demo.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
                D00000000000000000000162 /* DemoKit.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = DemoKit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                D00000000000000000000163 /* DemoTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = DemoTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
                D00000000000000000000164 /* DemoWidget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = DemoWidget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
                D00000000000000000000020 /* Exceptions for "macOS" folder in "DemoMac" target */ = {
                    isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    membershipExceptions = (
                        Info.plist,
                        Legacy/Old.swift,
                    );
                    target = D00000000000000000000302 /* DemoMac */;
                };
                D00000000000000000000021 /* Exceptions for "macOS" folder in "DemoWidget" target */ = {
                    isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    membershipExceptions = (
                        "/Localized: Resources/Main.strings",
                        Assets.xcassets,
                        Shared/WidgetData.swift,
                        Widgets,
                    );
                    target = D00000000000000000000305 /* DemoWidget */;
                };
                D00000000000000000000022 /* Exceptions for "Widget" folder in "DemoWidget" target */ = {
                    isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    membershipExceptions = (
                        Info.plist,
                    );
                    target = D00000000000000000000305 /* DemoWidget */;
                };
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
                D00000000000000000000014 /* macOS */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (D00000000000000000000020 /* Exceptions for "macOS" folder in "DemoMac" target */, D00000000000000000000021 /* Exceptions for "macOS" folder in "DemoWidget" target */, ); explicitFileTypes = {}; explicitFolders = (Resources/Web, ); path = macOS; sourceTree = "<group>"; };
                D00000000000000000000015 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (D00000000000000000000022 /* Exceptions for "Widget" folder in "DemoWidget" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Widget; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXFrameworksBuildPhase section */
                D00000000000000000000402 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; buildActionMask = 2147483647; files = (D0000000000000000000020B /* DemoKit.framework in Frameworks */, D0000000000000000000020C /* UIKit.framework in Frameworks */, D0000000000000000000020D /* Algorithms in Frameworks */, ); runOnlyForDeploymentPostprocessing = 0; };
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
                D00000000000000000000002 = {
                    isa = PBXGroup;
                    children = (
                        D00000000000000000000010 /* Shared */,
                        D00000000000000000000011 /* iOS */,
                        D00000000000000000000014 /* macOS */,
                        D00000000000000000000015 /* Widget */,
                        D00000000000000000000016 /* Kit */,
                        D00000000000000000000017 /* Tests */,
                        D00000000000000000000018 /* Config */,
                        D00000000000000000000120 /* Version.swift */,
                        D00000000000000000000121 /* Escape.swift */,
                        D00000000000000000000122 /* Generated.swift */,
                        D00000000000000000000123 /* Other.swift */,
                        D00000000000000000000124 /* UIKit.framework */,
                        D00000000000000000000003 /* Products */,
                    );
                    sourceTree = "<group>";
                };
                D00000000000000000000003 /* Products */ = {isa = PBXGroup; children = (D00000000000000000000160, D00000000000000000000161, D00000000000000000000162, D00000000000000000000163, D00000000000000000000164, ); name = Products; sourceTree = "<group>"; };
                D00000000000000000000010 /* Shared */ = {isa = PBXGroup; children = (D00000000000000000000110 /* Store.swift */, D00000000000000000000111 /* Prefix.pch */, D00000000000000000000112 /* Legacy.h */, D00000000000000000000113 /* Legacy.m */, ); path = Shared; sourceTree = "<group>"; };
                D00000000000000000000011 /* iOS */ = {isa = PBXGroup; children = (D00000000000000000000101 /* AppDelegate.swift */, D00000000000000000000012 /* User Interface */, D00000000000000000000013 /* Models */, D00000000000000000000104 /* Renamed.swift */, D00000000000000000000105 /* Demo-Bridging-Header.h */, D00000000000000000000125 /* Main.storyboard */, ); path = iOS; sourceTree = "<group>"; };
                D00000000000000000000012 /* User Interface */ = {isa = PBXGroup; children = (D00000000000000000000102 /* MainViewController.swift */, ); name = "User Interface"; sourceTree = "<group>"; };
                D00000000000000000000013 /* Models */ = {isa = PBXGroup; children = (D00000000000000000000103 /* Item.swift */, ); name = Models; path = Model; sourceTree = "<group>"; };
                D00000000000000000000016 /* Kit */ = {isa = PBXGroup; children = (D00000000000000000000130 /* Kit.h */, D00000000000000000000131 /* Kit.swift */, ); path = Kit; sourceTree = "<group>"; };
                D00000000000000000000017 /* Tests */ = {isa = PBXGroup; children = (D00000000000000000000140 /* DemoTests.swift */, ); path = Tests; sourceTree = "<group>"; };
                D00000000000000000000018 /* Config */ = {isa = PBXGroup; children = (D00000000000000000000150 /* Mac.xcconfig */, D00000000000000000000151 /* Base.xcconfig */, ); path = Config; sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXHeadersBuildPhase section */
                D00000000000000000000421 /* Headers */ = {isa = PBXHeadersBuildPhase; buildActionMask = 2147483647; files = (D00000000000000000000221 /* Kit.h in Headers */, ); runOnlyForDeploymentPostprocessing = 0; };
        /* End PBXHeadersBuildPhase section */

        /* Begin PBXNativeTarget section */
                D00000000000000000000301 /* Demo iOS */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = D00000000000000000000602;
                    buildPhases = (D00000000000000000000401 /* Sources */, D00000000000000000000402 /* Frameworks */, D00000000000000000000403 /* Resources */, );
                    dependencies = (D00000000000000000000511 /* PBXTargetDependency */, D00000000000000000000514 /* PBXTargetDependency */, );
                    name = "Demo iOS";
                    packageProductDependencies = (D00000000000000000000801 /* Algorithms */, D00000000000000000000802 /* SwiftLintBuildToolPlugin */, );
                    productName = "Demo iOS";
                    productReference = D00000000000000000000160 /* Demo iOS.app */;
                    productType = "com.apple.product-type.application";
                };
                D00000000000000000000302 /* DemoMac */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = D00000000000000000000603;
                    buildPhases = (D00000000000000000000411 /* Sources */, );
                    dependencies = ();
                    fileSystemSynchronizedGroups = (D00000000000000000000014 /* macOS */, );
                    name = DemoMac;
                    productReference = D00000000000000000000161 /* Demo.app */;
                    productType = "com.apple.product-type.application";
                };
                D00000000000000000000303 /* Demo-Kit */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = D00000000000000000000604;
                    buildPhases = (D00000000000000000000421 /* Headers */, D00000000000000000000422 /* Sources */, );
                    dependencies = ();
                    name = "Demo-Kit";
                    productReference = D00000000000000000000162 /* DemoKit.framework */;
                    productType = "com.apple.product-type.framework";
                };
                D00000000000000000000304 /* DemoTests */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = D00000000000000000000605;
                    buildPhases = (D00000000000000000000431 /* Sources */, );
                    dependencies = (D00000000000000000000512 /* PBXTargetDependency */, );
                    name = DemoTests;
                    productReference = D00000000000000000000163 /* DemoTests.xctest */;
                    productType = "com.apple.product-type.bundle.unit-test";
                };
                D00000000000000000000305 /* DemoWidget */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = D00000000000000000000606;
                    buildPhases = (D00000000000000000000441 /* Sources */, );
                    dependencies = ();
                    fileSystemSynchronizedGroups = (D00000000000000000000015 /* Widget */, );
                    name = DemoWidget;
                    productReference = D00000000000000000000164 /* DemoWidget.appex */;
                    productType = "com.apple.product-type.app-extension";
                };
        /* End PBXNativeTarget section */

        /* Begin PBXAggregateTarget section */
                D00000000000000000000306 /* Lint */ = {isa = PBXAggregateTarget; buildConfigurationList = D00000000000000000000607; buildPhases = (); dependencies = (D00000000000000000000513 /* PBXTargetDependency */, ); name = Lint; productName = Lint; };
        /* End PBXAggregateTarget section */

        /* Begin PBXProject section */
                D00000000000000000000001 /* Project object */ = {
                    isa = PBXProject;
                    buildConfigurationList = D00000000000000000000601 /* Build configuration list for PBXProject "Demo" */;
                    mainGroup = D00000000000000000000002;
                    productRefGroup = D00000000000000000000003 /* Products */;
                    projectDirPath = "";
                    projectRoot = "";
                    targets = (D00000000000000000000301, D00000000000000000000302, D00000000000000000000303, D00000000000000000000304, D00000000000000000000305, D00000000000000000000306, );
                };
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
                D00000000000000000000403 /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (D0000000000000000000020E /* Main.storyboard in Resources */, ); runOnlyForDeploymentPostprocessing = 0; };
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
                D00000000000000000000401 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (D00000000000000000000201, D00000000000000000000202, D00000000000000000000203, D00000000000000000000204, D00000000000000000000205, D00000000000000000000206, D00000000000000000000207, D00000000000000000000208, D00000000000000000000209, D0000000000000000000020A, ); runOnlyForDeploymentPostprocessing = 0; };
                D00000000000000000000411 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (D00000000000000000000211 /* Store.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; };
                D00000000000000000000422 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (D00000000000000000000222 /* Kit.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; };
                D00000000000000000000431 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (D00000000000000000000231 /* DemoTests.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; };
                D00000000000000000000441 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (); runOnlyForDeploymentPostprocessing = 0; };
        /* End PBXSourcesBuildPhase section */

        /* Begin PBXTargetDependency section */
                D00000000000000000000511 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = D00000000000000000000303 /* Demo-Kit */; targetProxy = D00000000000000000000501 /* PBXContainerItemProxy */; };
                D00000000000000000000512 /* PBXTargetDependency */ = {isa = PBXTargetDependency; targetProxy = D00000000000000000000502 /* PBXContainerItemProxy */; };
                D00000000000000000000513 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = D00000000000000000000303 /* Demo-Kit */; };
                D00000000000000000000514 /* PBXTargetDependency */ = {isa = PBXTargetDependency; productRef = D00000000000000000000802 /* SwiftLintBuildToolPlugin */; };
        /* End PBXTargetDependency section */

        /* Begin PBXVariantGroup section */
                D00000000000000000000125 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (D00000000000000000000126 /* Base */, ); name = Main.storyboard; sourceTree = "<group>"; };
        /* End PBXVariantGroup section */

        /* Begin XCBuildConfiguration section */
                D00000000000000000000701 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = D00000000000000000000151 /* Base.xcconfig */; buildSettings = {GCC_PREFIX_HEADER = "$(HEADER_DIR)/Prefix.pch"; SWIFT_VERSION = 5.0; }; name = Debug; };
                D00000000000000000000702 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {GCC_PREFIX_HEADER = "Shared/Prefix.pch"; }; name = Release; };
                D00000000000000000000711 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {GCC_PREFIX_HEADER = ""; PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_OBJC_BRIDGING_HEADER = "$(SRCROOT)/iOS/Demo-Bridging-Header.h"; }; name = Debug; };
                D00000000000000000000712 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {GCC_PREFIX_HEADER = ""; PRODUCT_MODULE_NAME = DemoRelease; PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_OBJC_BRIDGING_HEADER = "iOS/Demo-Release-Bridging-Header.h"; }; name = Release; };
                D00000000000000000000721 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = D00000000000000000000150 /* Mac.xcconfig */; buildSettings = {INFOPLIST_FILE = macOS/Info.plist; }; name = Debug; };
                D00000000000000000000722 /* Release */ = {isa = XCBuildConfiguration; baseConfigurationReference = D00000000000000000000150 /* Mac.xcconfig */; buildSettings = {INFOPLIST_FILE = macOS/Info.plist; }; name = Release; };
                D00000000000000000000731 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {GCC_PREFIX_HEADER = "$(SRCROOT)/Kit/Kit-Prefix.pch"; HEADER_SEARCH_PATHS = ("$(inherited)", "$(SRCROOT)/Vendor/**", "$(SRCROOT)/With Space", "$(PODS_ROOT)/Headers", /usr/include, "$(SRCROOT)", ); USER_HEADER_SEARCH_PATHS = "$(SRCROOT)/Kit $(SRCROOT)/Vendor/**"; PRODUCT_MODULE_NAME = DemoKit; PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)"; }; name = Debug; };
                D00000000000000000000732 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {GCC_PREFIX_HEADER = "$(SRCROOT)/Kit/Kit-Prefix.pch"; PRODUCT_MODULE_NAME = DemoKit; PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)"; }; name = Release; };
                D00000000000000000000741 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = DemoTests; SWIFT_OBJC_BRIDGING_HEADER = "$(UNKNOWN_DIR)/X.h"; }; name = Debug; };
                D00000000000000000000751 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                D00000000000000000000761 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
                D00000000000000000000601 /* Build configuration list for PBXProject "Demo" */ = {isa = XCConfigurationList; buildConfigurations = (D00000000000000000000701 /* Debug */, D00000000000000000000702 /* Release */, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
                D00000000000000000000602 = {isa = XCConfigurationList; buildConfigurations = (D00000000000000000000711, D00000000000000000000712, ); defaultConfigurationName = Release; };
                D00000000000000000000603 = {isa = XCConfigurationList; buildConfigurations = (D00000000000000000000721, D00000000000000000000722, ); defaultConfigurationName = Release; };
                D00000000000000000000604 = {isa = XCConfigurationList; buildConfigurations = (D00000000000000000000731, D00000000000000000000732, ); defaultConfigurationName = Release; };
                D00000000000000000000605 = {isa = XCConfigurationList; buildConfigurations = (D00000000000000000000741, ); defaultConfigurationName = Debug; };
                D00000000000000000000606 = {isa = XCConfigurationList; buildConfigurations = (D00000000000000000000751, ); defaultConfigurationName = Debug; };
                D00000000000000000000607 = {isa = XCConfigurationList; buildConfigurations = (D00000000000000000000761, ); defaultConfigurationName = Debug; };
        /* End XCConfigurationList section */

        /* Begin XCSwiftPackageProductDependency section */
                D00000000000000000000801 /* Algorithms */ = {isa = XCSwiftPackageProductDependency; productName = Algorithms; };
                D00000000000000000000802 /* SwiftLintBuildToolPlugin */ = {isa = XCSwiftPackageProductDependency; productName = "plugin:SwiftLintBuildToolPlugin"; };
        /* End XCSwiftPackageProductDependency section */
            };
            rootObject = D00000000000000000000001 /* Project object */;
        }
        """#

    /// The configuration files the project refers to, as the tree holds them.
    static let configurationFiles = [
        "Apps/Config/Base.xcconfig": "HEADER_DIR = Shared\n",
        "Apps/Config/Mac.xcconfig": "#include \"Common.xcconfig\"\nPRODUCT_MODULE_NAME = $(PRODUCT_NAME)_Mac // the Mac app's module\n",
        "Apps/Config/Common.xcconfig": "PRODUCT_NAME = Demo\nOTHER_SWIFT_FLAGS = $(inherited) -DMAC\n",
    ]

    static func readDemo() throws -> XcodeProjectReader.Result {
        let files = configurationFiles
        return try XcodeProjectReader(
            manifest: "Apps/Demo.xcodeproj/project.pbxproj", absoluteRoot: "/scan/root", readFile: { files[$0] }
        ).read(Array(demoProject.utf8))
    }

    @Test("every target, with what it compiles, its module name, headers and dependencies")
    func demoTargets() throws {
        let manifest = "Apps/Demo.xcodeproj/project.pbxproj"
        let result = try Self.readDemo()
        let expected = [
            ProjectTarget(
                name: "Demo iOS", moduleName: "Demo_iOS", kind: .app,
                files: [
                    "Apps/Gen/Generated.swift", "Apps/Scripts/Version.swift", "Apps/Shared/Legacy.m", "Apps/Shared/Store.swift",
                    "Apps/iOS/AppDelegate.swift", "Apps/iOS/Model/Item.swift", "Apps/iOS/Original.swift",
                    "Apps/iOS/Screens/MainViewController.swift",
                ],
                bridgingHeader: "Apps/iOS/Demo-Bridging-Header.h", prefixHeader: nil, dependencies: ["Demo-Kit"],
                packageProducts: ["Algorithms"], manifest: manifest),
            ProjectTarget(
                name: "DemoMac", moduleName: "Demo_Mac", kind: .app, files: ["Apps/Shared/Store.swift"], folders: ["Apps/macOS"],
                excluded: ["Apps/macOS/Info.plist", "Apps/macOS/Legacy/Old.swift", "Apps/macOS/Resources/Web"],
                prefixHeader: "Apps/Shared/Prefix.pch", manifest: manifest),
            {
                var kit = ProjectTarget(
                    name: "Demo-Kit", moduleName: "DemoKit", kind: .module, files: ["Apps/Kit/Kit.h", "Apps/Kit/Kit.swift"],
                    prefixHeader: "Apps/Kit/Kit-Prefix.pch", manifest: manifest)
                // In order, each once; `$(PODS_ROOT)` (not known) and `/usr/include` (outside) are left out.
                kit.headerSearchPaths = ["Apps/Vendor/**", "Apps/With Space", "Apps", "Apps/Kit"]
                return kit
            }(),
            ProjectTarget(
                name: "DemoTests", moduleName: "DemoTests", kind: .test, files: ["Apps/Tests/DemoTests.swift"],
                prefixHeader: "Apps/Shared/Prefix.pch", dependencies: ["Demo iOS"], manifest: manifest),
            ProjectTarget(
                name: "DemoWidget", moduleName: "DemoWidget", kind: .app, files: ["Apps/macOS/Shared/WidgetData.swift"],
                folders: ["Apps/Widget", "Apps/macOS/Widgets"], excluded: ["Apps/Widget/Info.plist"],
                prefixHeader: "Apps/Shared/Prefix.pch", manifest: manifest),
            ProjectTarget(
                name: "Lint", moduleName: "Lint", kind: .other, prefixHeader: "Apps/Shared/Prefix.pch",
                dependencies: ["Demo-Kit"], manifest: manifest),
        ]
        #expect(result.targets.count == expected.count)
        for (actual, wanted) in zip(result.targets, expected) {
            #expect(actual == wanted)
        }
        #expect(
            result.notes == [
                "target `DemoTests`: SWIFT_OBJC_BRIDGING_HEADER `$(UNKNOWN_DIR)/X.h` has a variable that is not known here; ignored"
            ])
    }

    @Test("a target compiles its files and its folders' files, minus the exceptions")
    func compiles() throws {
        let targets = try Self.readDemo().targets
        let mac = try #require(targets.first { $0.name == "DemoMac" })
        #expect(mac.compiles("Apps/macOS/LibraryWindow.swift"))
        #expect(mac.compiles("Apps/macOS/Deep/Down/File.swift"))
        #expect(mac.compiles("Apps/Shared/Store.swift"))
        #expect(!mac.compiles("Apps/macOS/Legacy/Old.swift"))
        #expect(!mac.compiles("Apps/macOS/Resources/Web/script.swift"))
        #expect(!mac.compiles("Apps/macOSX/File.swift"))
        #expect(!mac.compiles("Apps/Shared/Legacy.m"))
    }

    @Test("the fixture's Photos.xcodeproj: two apps sharing Shared/, a framework both import")
    func photosFixture() throws {
        let manifest = "Photos.xcodeproj/project.pbxproj"
        let url = Fixture.fixturesFolder.appendingPathComponent("xcode-two-app-targets/repo/\(manifest)")
        let result = try XcodeProjectReader(manifest: manifest, absoluteRoot: nil).read(Array(try Data(contentsOf: url)))
        let shared = ["Shared/DateFormatting.swift", "Shared/PhotoGridModel.swift", "Shared/ThumbnailRenderer.swift"]
        #expect(
            result.targets == [
                ProjectTarget(
                    name: "PhotosiOS", moduleName: "Photos_iOS", kind: .app,
                    files: [
                        "LegacyKit/LKDiskCache.m", "LegacyKit/LKImageLoader.m", "Shared/DateFormatting.swift",
                        "Shared/PhotoGridModel.swift", "Shared/ThumbnailRenderer.swift", "iOS/AppDelegate.swift",
                        "iOS/PhotoGridViewController.swift", "iOS/PlatformImage+iOS.swift", "iOS/SceneDelegate.swift",
                    ],
                    platforms: ["iOS"], bridgingHeader: "iOS/Photos-iOS-Bridging-Header.h", dependencies: ["PhotoKitCore"], manifest: manifest),
                ProjectTarget(
                    name: "PhotosMac", moduleName: "PhotosMac", kind: .app, files: shared, folders: ["macOS"],
                    excluded: ["macOS/Info.plist"], platforms: ["macOS"], dependencies: ["PhotoKitCore"], manifest: manifest),
                ProjectTarget(
                    name: "PhotoKitCore", moduleName: "PhotoKitCore", kind: .module,
                    files: [
                        "PhotoKitCore/Photo.swift", "PhotoKitCore/PhotoKitCore.h", "PhotoKitCore/PhotoLibrary.swift",
                        "PhotoKitCore/ThumbnailSize.swift",
                    ],
                    platforms: ["iOS", "macOS"], manifest: manifest),
            ])
        #expect(result.notes.isEmpty)
    }

    @Test("product types map onto kinds")
    func kinds() {
        let cases: [(String, ProjectTarget.Kind)] = [
            ("com.apple.product-type.application", .app), ("com.apple.product-type.application.watchapp2", .app),
            ("com.apple.product-type.application.on-demand-install-capable", .app),
            ("com.apple.product-type.app-extension.messages", .app), ("com.apple.product-type.tool", .app),
            ("com.apple.product-type.bundle", .app), ("com.apple.product-type.framework", .module),
            ("com.apple.product-type.framework.static", .module), ("com.apple.product-type.library.static", .module),
            ("com.apple.product-type.library.dynamic", .module), ("com.apple.product-type.bundle.unit-test", .test),
            ("com.apple.product-type.bundle.ui-testing", .test), ("framework", .module), ("application", .app),
            ("com.apple.product-type.metal-library", .other), ("", .other),
        ]
        for (type, kind) in cases {
            #expect(ProjectTarget.kind(ofProductType: type) == kind, "\(type)")
        }
    }

    @Test(
        "what is not an Xcode project is an error naming what is wrong",
        arguments: [
            ("{ objects = {}; rootObject = X; }", "`rootObject` is not a PBXProject: not an Xcode project"),
            ("( a, b )", "no `objects` dictionary: not an Xcode project"),
            ("{ archiveVersion = 1; objects = {", "not a property list: unexpected end of file inside a dictionary (missing `}`) (column 34)"),
            (
                "{ objects = { P = { isa = PBXProject; projectDirPath = ../..; }; }; rootObject = P; }",
                "`projectDirPath` `../..` is outside the scanned folder"
            ),
        ])
    func notAProject(text: String, message: String) {
        #expect(throws: ProjectFileError(message, line: message.contains("column") ? 1 : nil)) {
            try XcodeProjectReader(manifest: "A/A.xcodeproj/project.pbxproj", absoluteRoot: nil).read(Array(text.utf8))
        }
    }

    @Test("groups that are their own ancestors, dangling ids and wrong types give no crash and no files")
    func hostileStructure() throws {
        let text = """
            { objects = {
              P = { isa = PBXProject; mainGroup = G1; targets = (T, Q, 7, ( x ), ); };
              G1 = { isa = PBXGroup; children = (G2, F); path = a; sourceTree = "<group>"; };
              G2 = { isa = PBXGroup; children = (G1); path = b; sourceTree = "<group>"; };
              F = { isa = PBXFileReference; path = f.swift; sourceTree = "<group>"; };
              B = { isa = PBXBuildFile; fileRef = F; };
              S = { isa = PBXSourcesBuildPhase; files = (B, Missing, ( nested ), ); };
              T = { isa = PBXNativeTarget; name = T; buildPhases = (S, Missing); buildConfigurationList = Nowhere; dependencies = (Missing); productType = ( odd ); };
            }; rootObject = P; }
            """
        let result = try XcodeProjectReader(manifest: "X.xcodeproj/project.pbxproj", absoluteRoot: nil).read(Array(text.utf8))
        #expect(result.targets == [ProjectTarget(name: "T", moduleName: "T", kind: .other, manifest: "X.xcodeproj/project.pbxproj")])
    }
}
