struct Badge {
    let tint: PlatformColor? = nil

    #if !os(macOS)
    // Compiled everywhere but macOS: the helper only the macOS app has is not visible here.
    func count() -> Int { macOnlyHelper() }
    #endif
}
