import XCTest
@testable import App

final class FavoritesTests: XCTestCase {
    var favorites: [App.Favorite] = []
    var unqualified: [Favorite] = []
}
