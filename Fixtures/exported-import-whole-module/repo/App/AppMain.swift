struct AppMain {
    let store = Store()

    func first() -> Table? { store.tables.first }
}
