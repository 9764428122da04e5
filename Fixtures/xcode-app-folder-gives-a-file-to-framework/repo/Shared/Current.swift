public enum Current {
    public static let name = "home"
}
