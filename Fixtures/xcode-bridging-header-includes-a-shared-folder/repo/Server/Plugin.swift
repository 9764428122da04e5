import Foundation

struct Version: Decodable { var v: Int }

// Server does not link or import Core: this is Foundation.JSONDecoder.
func parse(_ data: Data) throws -> Version
{
    let port = SharedListeningPort
    _ = port
    return try JSONDecoder().decode(Version.self, from: data)
}
