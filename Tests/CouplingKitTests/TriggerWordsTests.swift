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
}
