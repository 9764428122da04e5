import Foundation

public class Link: NSObject {
    public let url: URL
    public init(title: String?, url: URL) { self.url = url }
}
