import Kit

extension ThemeType {
    static var displayOrder: [ThemeType] { [.light, .dark] }
}

final class Popup {
    func toggle(_ sender: Int) -> Bool {
        controlState(sender)
    }
}

final class FanView {
    private var controlState = false

    func flip() {
        controlState.toggle()
    }
}

final class Theme {
    typealias ThemeType = Int
    var current: ThemeType = 0
}
