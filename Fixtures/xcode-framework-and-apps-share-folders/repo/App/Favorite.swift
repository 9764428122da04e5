struct Favorite: Identifiable {
    let id: String
}
