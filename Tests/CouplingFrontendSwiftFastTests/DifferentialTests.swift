// Built with the `SwiftSyntaxReader` trait only (Package.swift).
#if SwiftSyntaxReader
import CouplingFrontendSwift
import CouplingFrontendSwiftFast
import CouplingModel
import CouplingTestSupport
import Testing

/// Realistic snippets on which the fast frontend must agree with the precise one:
/// declarations exactly, references exactly (as multisets of name, kind, qualifier, location).
@Suite("Fast frontend agrees with swift-syntax")
struct DifferentialTests {
    static let snippets: [(String, String)] = [
        ("networking", #"""
        import Foundation
        @_exported import Logging
        @testable import Core

        /// A client. `HTTPClient` in a doc comment is not a use.
        public protocol HTTPClient: AnyObject, Sendable {
            associatedtype Response: Decodable
            func send<R: Request>(_ request: R, timeout: Duration) async throws -> R.Output
        }

        public enum HTTPMethod: String, CaseIterable, Codable {
            case get = "GET", post = "POST"
            case custom(verb: String)
            indirect case wrapped(HTTPMethod)
        }

        @objc(NWSession) public final class Session: NSObject, HTTPClient {
            public typealias Response = Data
            private let queue = DispatchQueue(label: "session")
            private(set) public var retries: Int = 3
            @Published var state: State = .idle
            static let shared = Session(configuration: .default)

            init(configuration: Configuration) {
                self.configuration = configuration
                super.init()
            }

            public func send<R: Request>(_ request: R, timeout: Duration = .seconds(30)) async throws -> R.Output {
                let url = try request.url(relativeTo: Environment.current.baseURL)
                var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
                urlRequest.httpMethod = HTTPMethod.get.rawValue
                Logger.shared.log("sending \(request.path) to \(url.absoluteString, privacy: .public)")
                let (data, response) = try await URLSession.shared.data(for: urlRequest)
                guard let http = response as? HTTPURLResponse, 200..<300 ~= http.statusCode else {
                    throw NetworkError.badStatus((response as? HTTPURLResponse)?.statusCode ?? -1)
                }
                return try JSONDecoder().decode(R.Output.self, from: data)
            }
        }

        extension Session: CustomStringConvertible {
            public var description: String { "Session(\(retries))" }
        }

        extension Networking.Endpoint {
            static func make(_ path: String) -> Self { Self(path: path) }
        }

        public func makeDefaultSession() -> Session { .shared }
        let defaultTimeout: Duration = .seconds(30), maxRetries = 5
        fileprivate let hidden = 1
        """#),
        ("views", #"""
        import SwiftUI

        @MainActor
        struct FeedView<Model: FeedModel>: View where Model.Item: Identifiable {
            @StateObject var model: Model
            @Environment(\.dismiss) private var dismiss
            @State private var selection: Model.Item.ID?

            var body: some View {
                NavigationStack {
                    List(model.items, selection: $selection) { item in
                        FeedRow(item: item)
                            .onTapGesture { model.open(item) }
                    }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Refresh") { Task { await model.refresh() } }
                        }
                    }
                    .task(id: selection) { [weak model] in
                        guard let model else { return }
                        await model.load()
                    }
                }
            }
        }

        struct FeedRow: View {
            let item: any Identifiable
            var body: some View {
                HStack(alignment: .center, spacing: 8) {
                    Text(verbatim: "\(item.id)")
                    Spacer()
                    Image(systemName: "chevron.right").foregroundStyle(Color.secondary)
                }
            }
        }

        #if DEBUG
        #Preview {
            FeedView(model: PreviewModel())
        }
        #endif

        private struct PreviewModel: FeedModel {
            var items: [PreviewItem] = (0..<10).map { PreviewItem(id: $0) }
            func open(_ item: PreviewItem) {}
        }
        """#),
        ("generics", #"""
        public struct OrderedSet<Element: Hashable>: RandomAccessCollection, ExpressibleByArrayLiteral {
            @usableFromInline var storage: ContiguousArray<Element>
            @usableFromInline var index: [Element: Int]

            @inlinable public init(arrayLiteral elements: Element...) {
                storage = []
                index = [:]
                for element in elements where index[element] == nil {
                    index[element] = storage.count
                    storage.append(element)
                }
            }

            public var startIndex: Int { storage.startIndex }
            public var endIndex: Int { storage.endIndex }
            public subscript(position: Int) -> Element { storage[position] }

            public func mapped<T, E: Error>(_ transform: (Element) throws(E) -> T) throws(E) -> [T] {
                var result: [T] = []
                result.reserveCapacity(count)
                for value in self { result.append(try transform(value)) }
                return result
            }
        }

        extension OrderedSet: Equatable where Element: Equatable {
            public static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage == rhs.storage }
        }

        extension Array where Element == Int {
            var total: Int { reduce(0, +) }
        }

        infix operator <|> : AdditionPrecedence
        public func <|> <A>(lhs: A?, rhs: @autoclosure () -> A) -> A { lhs ?? rhs() }

        func compare(_ a: Int, _ b: Int) -> Bool {
            let isLess = a < b, isMore = a > b
            let casted = (a as Any) as? Int ?? 0
            return isLess || isMore && casted != 0 && !Set<Int>([a, b]).isEmpty
        }

        public typealias Transform<T> = (T) -> T
        public let identity: Transform<Int> = { $0 }
        var counter = 0, (left, right) = (1, 2)
        """#),
        ("concurrency", #"""
        import Dispatch

        public actor Cache<Key: Hashable & Sendable, Value: Sendable> {
            private var entries: [Key: Entry] = [:]
            struct Entry { let value: Value; let expires: ContinuousClock.Instant }

            public func value(for key: Key, default make: @Sendable () async throws -> Value) async rethrows -> Value {
                if let entry = entries[key], entry.expires > .now { return entry.value }
                let fresh = try await make()
                entries[key] = Entry(value: fresh, expires: .now.advanced(by: .seconds(60)))
                return fresh
            }

            nonisolated public var description: String { "Cache" }
        }

        public final class Worker: @unchecked Sendable {
            private let lock = NSLock()
            private var jobs: [@Sendable () -> Void] = []

            public func schedule(_ job: @escaping @Sendable () -> Void) {
                lock.withLock { jobs.append(job) }
            }

            public func drain() async {
                await withTaskGroup(of: Void.self) { group in
                    for job in jobs { group.addTask { job() } }
                    await group.waitForAll()
                }
                switch jobs.count {
                case 0: break
                case 1...10: print("few")
                case let n where n > 100: print("many \(n)")
                default: fatalErrorReporter.report(JobError.tooMany(count: jobs.count))
                }
            }
        }

        enum JobError: Error { case tooMany(count: Int), cancelled }

        @available(macOS 13, iOS 16, *)
        @discardableResult
        public func runDetached<T: Sendable>(priority: TaskPriority? = nil, _ body: @escaping @Sendable () async -> T) -> Task<T, Never> {
            Task.detached(priority: priority) { await body() }
        }
        """#),
        ("macros-and-keypaths", ##"""
        import Observation

        @Observable
        final class Settings {
            var theme: Theme = .system
            var fontSize: Double = 14
            @ObservationIgnored var cache: [String: Any] = [:]
        }

        @attached(member, names: named(init))
        public macro Memberwise() = #externalMacro(module: "Macros", type: "MemberwiseMacro")

        let sortedNames = people.sorted(by: \.lastName).map(\Person.firstName)
        let line = #line, file = #fileID
        let logger = Logger(subsystem: Bundle.main.bundleIdentifier ?? "app", category: "ui")

        struct Person: Codable, Hashable {
            var firstName: String
            var lastName: String
            enum CodingKeys: String, CodingKey { case firstName = "first_name", lastName }
        }

        func describe(_ value: some CustomStringConvertible, into output: inout String) {
            output += value.description
            output += #"raw \(notCode) \#(value)"#
            output += """
                multi \(value.description.count) "quoted"
                """
        }

        /* block /* nested */ comment with Settings */
        public var globalSettings = Settings()
        @objc public protocol Legacy { func ping() }
        """##),
    ]

    struct Row: Hashable, CustomStringConvertible {
        var text: String
        var description: String { text }
    }

    static func declarationRows(_ f: FileFacts) -> [Row] {
        f.declarations.map {
            Row(text: "\($0.kind.rawValue) \($0.name) \($0.location.line):\($0.location.column) objc=\($0.objcName ?? "-") visible=\($0.isObjCVisible)")
        }
    }

    static func referenceRows(_ f: FileFacts) -> [Row] {
        f.references.map {
            Row(text: "\($0.kind.rawValue) \($0.qualifier.map { $0 + "." } ?? "")\($0.name) \($0.location.line):\($0.location.column)")
        }.sorted { $0.text < $1.text }
    }

    @Test("declarations, imports and references agree", arguments: snippets.map(\.0))
    func agree(name: String) {
        guard let source = Self.snippets.first(where: { $0.0 == name })?.1 else { return }
        let bytes = Array(source.utf8)
        let precise = SwiftFrontend().facts(path: "M/\(name).swift", contents: bytes)
        let fast = FastSwiftFrontend().facts(path: "M/\(name).swift", contents: bytes)
        #expect(Self.declarationRows(fast) == Self.declarationRows(precise))
        #expect(fast.imports == precise.imports)
        let p = Self.referenceRows(precise), f = Self.referenceRows(fast)
        let onlyPrecise = p.filter { !f.contains($0) }
        let onlyFast = f.filter { !p.contains($0) }
        #expect(onlyPrecise == [], "references only swift-syntax finds")
        #expect(onlyFast == [], "references only the fast frontend finds")
        #expect(p.count == f.count)
    }
}
#endif
