// A folder whose module name is also the name of a submodule in include/module.modulemap.
public struct PrivateNote {
    public init() {}
}
