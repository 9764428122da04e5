public class Pixel {
    public enum Event { case dismiss, open }

    public static func fire(pixel: Event, parameters: [String: String]) {}
}

extension Pixel {
    public static func fire(pixel: Event) {}
}
