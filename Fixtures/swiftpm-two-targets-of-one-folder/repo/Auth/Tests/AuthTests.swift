import Auth

func testAuth() {
    let qualified = Auth.Auth.auth()
    let plain = Auth.auth()
    _ = (qualified, plain)
}
