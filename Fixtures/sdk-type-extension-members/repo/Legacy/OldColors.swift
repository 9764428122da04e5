import SwiftUI

extension Color {
    static let accent = Color.orange
}
