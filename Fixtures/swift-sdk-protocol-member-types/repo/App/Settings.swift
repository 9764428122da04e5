import Core

// Outside any conforming type: Core's protocol.
func describe(_ configuration: Configuration) -> String {
    configuration.name
}
