/// The sizes the grids draw thumbnails at.
public enum ThumbnailSize: CaseIterable {
    case small, medium, large

    public var points: Double {
        switch self {
        case .small: 64
        case .medium: 128
        case .large: 256
        }
    }
}
