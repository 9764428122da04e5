import Foundation

struct SearchHit: Hashable {
    let documentID: String
    let score: Double
}

/// A tiny inverted index. Ranking is boosted by what the recommendation engine likes.
final class SearchIndex {
    private var postings: [String: Set<String>] = [:]
    var booster: RecommendationEngine?

    func add(documentID: String, text: String) {
        for word in text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            postings[String(word), default: []].insert(documentID)
        }
    }

    func search(_ query: String) -> [SearchHit] {
        let words = query.lowercased().split(separator: " ").map(String.init)
        guard let first = words.first else { return [] }
        let matches = words.dropFirst().reduce(postings[first] ?? []) { $0.intersection(postings[$1] ?? []) }
        return matches
            .map { SearchHit(documentID: $0, score: 1 + (booster?.affinity(forProductID: $0) ?? 0)) }
            .sorted { ($0.score, $1.documentID) > ($1.score, $0.documentID) }
    }
}
