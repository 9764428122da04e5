import CoreKit

/// `import CoreKit` shows Basics too: CoreKit.h imports it, and a framework re-exports what its
/// umbrella header imports.
struct WidgetMain {
    let clock = CoreClock()
    let base = BasicsClock()
}
