import Testing

@testable import CouplingKit

@Suite("Name map")
struct NameMapTests {
    @Test("finds each name it was built from, and no other, whatever the names' lengths")
    func findsWhatItHolds() {
        // Names of every length around the eight-byte words the hash reads, some differing only in
        // their last byte or in a byte of the overlapping tail, and non-ASCII ones.
        var names: [String] = []
        for length in 1...40 {
            let stem = String(repeating: "N", count: length - 1)
            names += [stem + "a", stem + "b"]
        }
        names += ["Éclair", "名前", "a_b_c_d_e_f_g_h_i", "a_b_c_d_e_f_g_h_j", ""]
        let dictionary = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let map = NameMap(dictionary)
        #expect(map.count == names.count)
        for (index, name) in names.enumerated() {
            #expect(map[name] == index, "\(name)")
            // (A string made again from the bytes, stored apart, is the same name.)
            #expect(map[String(decoding: Array(name.utf8), as: UTF8.self)] == index)
        }
        for absent in ["c", "NNc", "Eclair", "名", "a_b_c_d_e_f_g_h_k", String(repeating: "N", count: 41)] {
            #expect(map[absent] == nil, "\(absent)")
        }
    }

    @Test("update changes the value of a name it holds and ignores one it does not")
    func update() {
        var map = NameMap(["Session": [1], "Store": [2]])
        map.update("Session") { $0 + [3] }
        map.update("Missing") { _ in [9] }
        #expect(map["Session"] == [1, 3])
        #expect(map["Store"] == [2])
        #expect(map["Missing"] == nil)
        #expect(map.count == 2)
    }
}
