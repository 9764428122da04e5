struct Usage {
    var temperature: Double
}
