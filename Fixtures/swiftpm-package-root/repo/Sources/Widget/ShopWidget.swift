import HomeFeature
import SharedModels

// A widget extension's sources beside the package's targets, built by the app's Xcode project.
struct ShopWidget {
    let home: HomeView? = nil
    let featured: Item? = nil
}
