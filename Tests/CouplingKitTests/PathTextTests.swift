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

    @Test("join puts one slash between a folder and a name, whatever their bytes")
    func join() {
        #expect(PathText.join("Core", "Session.h") == "Core/Session.h")
        #expect(PathText.join("Café/Sub", "Résumé.h") == "Café/Sub/Résumé.h")
        #expect(PathText.join("", "a") == "/a")
        let long = String(repeating: "x", count: 300)
        #expect(PathText.join(long, long) == long + "/" + long)
    }

    @Test("a file's language is read from its extension's bytes as the extension's letters say")
    func languageOfFileName() {
        let cases: [(String, Language?)] = [
            ("A.swift", .swift), ("A.SWIFT", .swift), ("A.h", .header), ("A.HPP", .header), ("A.hh", .header),
            ("A.hxx", .header), ("A.m", .objc), ("A.mm", .objcpp), ("A.c", .c), ("A.cc", .cpp), ("A.Cpp", .cpp),
            ("A.cxx", .cpp), (".swift", nil), ("swift", nil), ("A.", nil), ("A.swiftt", nil), ("A.pch", nil),
            ("A.b.m", .objc), ("A.m.orig", nil), ("Ä.m", .objc), ("A.mé", nil), ("A.\u{301}m", nil),
        ]
        for (name, language) in cases {
            #expect(Language(fileName: name) == language, "\(name)")
            // Every case agrees with the extension read as a string.
            let ext = name.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init)
            let byString = name.hasPrefix(".") || !name.contains(".") ? nil : ext.flatMap { Language(pathExtension: $0) }
            #expect(byString == language, "\(name)")
        }
        #expect(Language(fileName: "A.pch", prefixHeaders: true) == .header)
        #expect(Language(fileName: "A.PCH", prefixHeaders: true) == nil)
    }

    @Test("the end of a folder suffix's last occurrence, by bytes")
    func endOfLast() {
        #expect(PathText.endOfLast(".framework/", in: "Vendor/Foo.framework/Headers/Foo.h") == 21)
        #expect(PathText.endOfLast(".framework/", in: "A.framework/B.framework/Headers/x.h") == 24)
        #expect(PathText.endOfLast(".framework/", in: "Vendor/Foo.frameworks/x.h") == nil)
        #expect(PathText.endOfLast(".framework/", in: "Foo.framework") == nil)
        #expect(PathText.endOfLast(".playground/", in: "ios/Demo.playground/Contents.swift") == 20)
        #expect(PathText.endOfLast(".playground/", in: "") == nil)
    }
}
