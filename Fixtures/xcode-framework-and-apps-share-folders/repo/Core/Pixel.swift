public class Pixel {
    public enum Event { case dismiss, open }
}

extension Pixel {
    public static func fire(pixel: Event) {}
}
