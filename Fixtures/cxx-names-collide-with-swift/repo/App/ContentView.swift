import SwiftUI

/// SwiftUI's View, Text and Set: never the engine's C++ classes of the same names.
struct ContentView: View {
    let engine = EBEngine()
    @State private var selection = Set<Int>()

    var body: some View {
        Text("engine \(engine.version): \(engine.rootViewName())")
    }
}

enum LoadFailure: Error {
    case missing
}

func load(_ name: String) -> Result<String, LoadFailure> {
    name.isEmpty ? .failure(.missing) : .success(name)
}
