import CouplingFrontendClang
import CouplingFrontendSwiftFast
import CouplingKit
import CouplingModel
import Testing

@Suite("Runtime scanners")
struct RuntimeScannerTests {
    let options = RuntimeOptions()

    var scanOptions: RuntimeScanOptions {
        RuntimeScanOptions(shapes: options.allShapes, targetPrefixes: options.targetPrefixes, actionPrefixes: options.actionPrefixes)
    }

    func objc(_ text: String) -> RuntimeFileFacts {
        Array(text.utf8).withUnsafeBufferPointer { CFamilyRuntimeScanner.scan($0, path: "a.m", options: scanOptions) }
    }

    func swift(_ text: String) -> RuntimeFileFacts {
        Array(text.utf8).withUnsafeBufferPointer { SwiftRuntimeScanner.scan($0, path: "a.swift", options: scanOptions) }
    }

    @Test("Objective-C: a string global without const at file scope is a constant (Sequel-Ace's notification names); a local is not")
    func objcFileScopeGlobals() {
        let facts = objc(
            """
            NSString *SPWindowSelectNextTabNotification      = @"WindowSelectNextTab";
            static int count = 0;
            NSString *nothing = nil;
            @implementation W
            - (void)k {
                NSString *local = @"local";
                if (x) { NSString *inner = @"inner"; }
            }
            @end
            """)
        #expect(facts.constants.map(\.name) == ["SPWindowSelectNextTabNotification"])
        #expect(facts.constants.map(\.value) == [.literal("WindowSelectNextTab")])
    }

    @Test("Objective-C: continued #define, const strings, probes; #if 0 and comments are not code")
    func objcKeys() {
        let facts = objc(
            """
            #define kName \\
                @"a.b"
            NSString *const kOther = @"x" @"y";
            #if 0
            [[NSNotificationCenter defaultCenter] postNotificationName:@"dead" object:nil];
            #endif
            // [[NSNotificationCenter defaultCenter] postNotificationName:@"commented" object:nil];
            void f(void) {
                [[NSNotificationCenter defaultCenter] postNotificationName:kName object:nil];
                if (NSClassFromString(@"Plugin") != nil) {}
                Class c = NSClassFromString(name);
            }
            """)
        #expect(facts.constants.map(\.name) == ["kName", "kOther"])
        #expect(facts.constants.map(\.value) == [.literal("a.b"), .literal("xy")])
        #expect(facts.mentions.map(\.key) == [.constant("kName"), .literal("Plugin")])  // `name`: a variable, not read
        #expect(facts.mentions.map(\.role) == [.post, .probe])
        #expect(facts.dynamicKeys == 1)
    }

    @Test("Objective-C: a look-up tested through grouping parentheses is a probe; a call's argument is not tested")
    func objcProbesInParentheses() {
        let facts = objc(
            """
            void f(void) {
                if (!(NSClassFromString(@"PINCache"))) { return; }
                if (((NSClassFromString(@"Other")))) {}
                use(NSClassFromString(@"Used"));
            }
            """)
        #expect(facts.mentions.map(\.key) == [.literal("PINCache"), .literal("Other"), .literal("Used")])
        #expect(facts.mentions.map(\.role) == [.probe, .probe, .use])
    }

    @Test("Objective-C: beside a look-up from a variable, the literals of tables are registrations, a title is not")
    func objcCodeTables() {
        let facts = objc(
            """
            static NSString *const kRows[] = { @"RowPlugin", @"OtherRow" };
            static const struct { const char *name; int order; } kOrdered[] = { { "OrderedPlugin", 1 }, { "Second", 2 } };
            @implementation Home
            - (void)viewDidLoad {
                self.title = @"DoKit";
                NSArray *plugins = @[@{@"pluginName": @"TablePlugin"}, @"ListedPlugin"];
                [self log:@"Logged"];
                Class c = NSClassFromString(plugins[0][@"pluginName"]);
            }
            @end
            """)
        let registered = facts.mentions.filter { $0.mechanism == "code table" }.map(\.key)
        #expect(registered == [.literal("RowPlugin"), .literal("OtherRow"), .literal("TablePlugin"), .literal("ListedPlugin")])
    }

    @Test("C: only label-less shapes without a receiver are C functions; Swift methods of the same name are not")
    func cFunctions() {
        let facts = objc(
            """
            void f(void) {
                int fd = open("/tmp/x", O_RDONLY);
                post("event");
                handle("a://b");
                Class c = objc_getClass("Plugin");
            }
            """)
        #expect(facts.mentions.map(\.key) == [.literal("Plugin")])
        #expect(facts.mentions.map(\.mechanism) == ["objc_getClass"])
    }

    @Test("Objective-C: a method that passes its parameter on as the key is a wrapper shape")
    func objcWrappers() {
        let facts = objc(
            """
            @implementation Bus
            - (void)broadcast:(NSString *)name {
                [[NSNotificationCenter defaultCenter] postNotificationName:name object:nil];
            }
            + (void)listenTo:(NSString *)event target:(id)t {
                [[NSNotificationCenter defaultCenter] addObserver:t selector:@selector(x) name:event object:nil];
            }
            - (void)other { [[NSNotificationCenter defaultCenter] postNotificationName:kDone object:nil]; }
            @end
            """)
        #expect(facts.wrappers.map(\.objc) == ["broadcast:", "listenTo:target:"])
        #expect(facts.wrappers.map(\.role) == [.post, .observe])
        #expect(facts.wrappers.map(\.key) == [0, 0])
        #expect(facts.mentions.map(\.key) == [.constant("kDone")])
    }

    @Test("Swift: a function that passes its parameter on as the key is a wrapper shape, not a dynamic key")
    func swiftWrappers() {
        let facts = swift(
            """
            extension NSObject {
                func addCustomObserver(_ name: Notification.Name, selector: Selector) {
                    NotificationCenter.default.addObserver(self, selector: selector, name: name, object: nil)
                }
                static func postOnMainThread<T>(notification: Notification.Name, object: T? = nil) {
                    NotificationCenter.default.post(name: Notification.Name(rawValue: notification.rawValue), object: object)
                    NotificationCenter.default.post(name: notification, object: object)
                }
                func other(name: String) { NotificationCenter.default.post(name: somethingElse, object: nil) }
            }
            """)
        #expect(facts.wrappers.map(\.swift) == ["addCustomObserver(_:)", "postOnMainThread(notification:)"])
        #expect(facts.wrappers.map(\.role) == [.observe, .post])
        // `somethingElse` is no parameter: it stays a constant to resolve.
        #expect(facts.dynamicKeys == 0)
        #expect(facts.mentions.map(\.key) == [.constant("somethingElse")])
    }

    @Test("Swift: Notification.Name constants, the .name shorthand, interpolated URLs give their prefix")
    func swiftKeys() {
        let facts = swift(
            """
            extension Notification.Name {
                static let didLogin = Notification.Name(rawValue: "app.didLogin")
            }
            func f(id: String) {
                NotificationCenter.default.post(name: .didLogin, object: nil)
                MGJRouter.openURL("mgj://user/\\(id)")
                _ = NSClassFromString("Module.Plugin")
            }
            """)
        // Also known by its owner's name: `Notification.Name.didLogin` is spelled `Name.didLogin`.
        #expect(facts.constants.map(\.name) == ["didLogin", "Name.didLogin"])
        #expect(facts.constants.map(\.value) == [.literal("app.didLogin"), .literal("app.didLogin")])
        #expect(facts.mentions.map(\.key) == [.constant("didLogin"), .prefix("mgj://user/"), .literal("Module.Plugin")])
    }
}
