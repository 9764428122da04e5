/// Builds an array with `if`, `for` and optional elements, like SwiftUI's view builders.
@resultBuilder
public enum ArrayBuilder<Element> {
    public static func buildExpression(_ expression: Element) -> [Element] { [expression] }
    public static func buildExpression(_ expression: Element?) -> [Element] { expression.map { [$0] } ?? [] }
    public static func buildBlock(_ components: [Element]...) -> [Element] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [Element]?) -> [Element] { component ?? [] }
    public static func buildEither(first component: [Element]) -> [Element] { component }
    public static func buildEither(second component: [Element]) -> [Element] { component }
    public static func buildArray(_ components: [[Element]]) -> [Element] { components.flatMap { $0 } }
}
