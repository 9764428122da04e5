import Foundation

public final class TestDouble: NSObject {
    public override init() {
        super.init()
    }
}
