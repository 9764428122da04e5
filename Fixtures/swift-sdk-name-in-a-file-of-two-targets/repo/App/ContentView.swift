import SwiftUI
import Store

struct ContentView: View {
    let items = Store.List<Int>()

    var body: some View {
        List {
            Text("row")
        }
    }
}
