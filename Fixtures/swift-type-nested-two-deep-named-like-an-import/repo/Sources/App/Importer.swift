import Lib

public class Importer {
    private struct ZIPArchive {
        struct Entry {
            let fileName: String
        }
        let entries: [Entry]
    }

    public func importAll() -> [Entry] {
        let entry: Entry = Entry()
        return [entry]
    }
}
