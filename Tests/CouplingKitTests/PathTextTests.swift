import CouplingModel
import Testing

@Suite("Path text")
struct PathTextTests {
    @Test("basename and directory split at the last slash, whatever the bytes before it")
    func split() {
        #expect(PathText.basename("Core/Net/Session.h") == "Session.h")
        #expect(PathText.directory(of: "Core/Net/Session.h") == "Core/Net")
        #expect(PathText.basename("Session.h") == "Session.h")
        #expect(PathText.directory(of: "Session.h") == "")
        #expect(PathText.basename("Café/Résumé.h") == "Résumé.h")
        #expect(PathText.directory(of: "Café/Résumé.h") == "Café")
        #expect(PathText.basename("Core/") == "")
        // (A string decoded from UTF-16 is split the same way; on Linux it is stored as UTF-8 like any.)
        let bridged = String(decoding: Array("Lib/Sub/File.m".utf16), as: UTF16.self)
        #expect(PathText.basename(bridged) == "File.m")
        #expect(PathText.directory(of: bridged) == "Lib/Sub")
    }

    @Test("normalize folds dot segments and refuses to leave the root")
    func normalize() {
        #expect(PathText.normalize("Core/Net/Session.h") == "Core/Net/Session.h")
        #expect(PathText.normalize("Core/./Net/../Session.h") == "Core/Session.h")
        #expect(PathText.normalize("Core//Session.h") == "Core/Session.h")
        #expect(PathText.normalize("Core/Net/..") == "Core")
        #expect(PathText.normalize("../Session.h") == nil)
        #expect(PathText.normalize(".hidden/a.h") == ".hidden/a.h")
        #expect(PathText.normalize("a/..b/c.h") == "a/..b/c.h")
    }
}
