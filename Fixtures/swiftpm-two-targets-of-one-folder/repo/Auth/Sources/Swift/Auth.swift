open class Auth {
    public static func auth() -> Auth { Auth() }
}
