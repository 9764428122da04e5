import CouplingModel
import Testing

@testable import CouplingKit

@Suite("Trigger words")
struct TriggerWordsTests {
    private func occurs(_ triggers: TriggerWords, _ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { triggers.occurs(in: $0) }
    }

    @Test("whole identifiers only; a prefix anywhere, or only where Objective-C declares or annotates")
    func words() {
        let anywhere = TriggerWords(words: ["postNotificationName"], prefixes: ["Target_", "BeeHive"])
        let objc = TriggerWords(words: ["postNotificationName"], prefixes: ["Target_", "BeeHive"], prefixesAfterAt: true)
        for triggers in [anywhere, objc] {
            #expect(occurs(triggers, "[c postNotificationName:@\"x\" object:nil];"))
            #expect(!occurs(triggers, "[c postNotificationNames:@\"x\"]; int xpostNotificationName;"))
            #expect(occurs(triggers, "@implementation Target_Shop\n@end"))
            #expect(occurs(triggers, "@interface\tTarget_Shop : NSObject"))
            #expect(occurs(triggers, "@BeeHiveMod(ShopModule)"))
        }
        // Protobuf's generated C++: a `Target_…` name that is no mediator target.
        let generated = "class Target_QueryTarget final : public ::google::protobuf::Message {};"
        #expect(occurs(anywhere, generated))
        #expect(!occurs(objc, generated))
        #expect(!occurs(objc, "@property Target_Shop *shop;"))
    }

    @Test("a handful of words without prefixes (the wrappers' names) is searched another way, with the same answers")
    func few() {
        let few = TriggerWords(words: ["broadcast", "postOnMainThread"], prefixes: [])
        let many = TriggerWords(words: ["broadcast", "postOnMainThread"] + (0..<10).map { "word\($0)" }, prefixes: [])
        for (text, expected) in [
            ("[bus broadcast:@\"x\"];", true), ("NotificationCenter.postOnMainThread(notification: .a)", true),
            ("rebroadcast(); broadcasts; _broadcast", false), ("broadcast", true), ("b", false), ("", false),
            ("xx broadcas", false), ("broadcast_", false),
        ] {
            #expect(occurs(few, text) == expected, "\(text)")
            #expect(occurs(many, text) == expected, "\(text)")
        }
    }
}
