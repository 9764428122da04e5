import Foundation

private let captionFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    return formatter
}()

/// "Taken 3 May 2024": the caption under every thumbnail.
func captionText(for date: Date) -> String {
    "Taken " + captionFormatter.string(from: date)
}
