import Kit

final class Details {
    func show(_ usage: Usage) -> String {
        temperature(usage.temperature)
    }
}
