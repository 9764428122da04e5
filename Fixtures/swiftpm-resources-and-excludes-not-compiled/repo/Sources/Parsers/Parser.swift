import StringUtils

struct Token: Identifiable {      // Swift's Identifiable
    let id = 0
    var delimiters: Pair<String>  // StringUtils' Pair
}

func quotes() -> Pair<String> {
    Pair("\"", "\"")
}
