import Core
import SwiftUI

// Inside a ButtonStyle, `Configuration` is the protocol's own type alias (ButtonStyleConfiguration):
// Swift looks in the type and what it conforms to before the module level.
struct PlainStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}
