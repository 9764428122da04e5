import AppFeature
import SwiftUI

@main
struct ShopApp: App {
    let root: AppView? = nil
    var body: some Scene { WindowGroup { EmptyView() } }
}
