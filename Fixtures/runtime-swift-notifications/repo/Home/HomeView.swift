import Core
import SwiftUI
import UIKit

struct HomeView: View {
    @State private var badge = 0
    @State private var active = false

    var body: some View {
        Text("Cart: \(badge)")
            .onReceive(NotificationCenter.default.publisher(for: .cartDidChange)) { _ in badge += 1 }
            .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in
                active = true
            }
            .onAppear {
                NotificationCenter.default.addObserver(
                    forName: Notification.Name(EventKeys.themeChanged), object: nil, queue: .main
                ) { _ in }
            }
    }
}
