import Kit

extension AudioClient.Sound {
    init(effect name: String, _ category: Category = .soundEffect) {
        self.init(name: name, category: category)
    }
}
