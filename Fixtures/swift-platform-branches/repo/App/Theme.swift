enum Theme {
    case light, dark
}
