import Kit

func makeClient() -> Client {
    Client(store: Store())
}
