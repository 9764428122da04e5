// Left from a Swift port nobody finished: no native target compiles it, and the external build
// (meson) builds C only, so it is a stale file: nothing it names is a reference.
func bootKernel() {
    _ = asbestos_new()
}
