import RustRuntimeProxy

public func startRuntime() {
    rust_runtime_start()
}
