public protocol Store {
    func value(for key: String) -> String?
}
