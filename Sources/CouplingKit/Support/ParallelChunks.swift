/// Runs work over `0..<count` in chunks on `jobs` tasks and returns the chunks' results in index
/// order, so the outcome never depends on the job count or on which task finished first.
enum ParallelChunks {
    /// - Parameters:
    ///   - body: the work of one chunk; called once per chunk, inside its task.
    ///   - finished: called on the caller's task after each chunk, in completion order (progress).
    static func map<Result: Sendable>(
        count: Int, jobs: Int, chunkSize: Int, body: @escaping @Sendable (Range<Int>) -> Result,
        finished: (Range<Int>) -> Void = { _ in }
    ) async -> [Result] {
        let chunks = stride(from: 0, to: count, by: max(1, chunkSize)).map { $0..<min($0 + max(1, chunkSize), count) }
        if jobs <= 1 || chunks.count <= 1 {
            return chunks.map { range in
                let result = body(range)
                finished(range)
                return result
            }
        }
        var results = [Result?](repeating: nil, count: chunks.count)
        await withTaskGroup(of: (Int, Result).self) { group in
            var next = 0
            func submit() {
                guard next < chunks.count else { return }
                let index = next
                next += 1
                group.addTask { (index, body(chunks[index])) }
            }
            for _ in 0..<min(jobs, chunks.count) { submit() }
            for await (index, result) in group {
                results[index] = result
                finished(chunks[index])
                submit()
            }
        }
        return results.compactMap { $0 }
    }
}
