#if os(iOS)
import SwiftUI

struct Settings: View {
    let theme: Theme = .light

    var body: some View { Text("Settings") }
}
#endif
