import CouplingModel

/// The parts of the SARIF 2.1.0 object model that `SARIFReporter` writes, and their JSON (members in
/// key order; an absent optional is left out).
enum SARIF {
    struct Log: JSONWritable {
        var schema: String
        var version: String
        var runs: [Run]

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("$schema", schema)
                json.member("runs", runs)
                json.member("version", version)
            }
        }
    }

    struct Run: JSONWritable {
        var tool: Tool
        var invocations: [Invocation]
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("invocations", invocations)
                json.member("originalUriBaseIds", originalUriBaseIds)
                json.member("results", results)
                json.member("tool", tool)
            }
        }
    }

    struct Tool: JSONWritable {
        var driver: Driver

        func write(to json: inout JSONWriter) {
            json.object { json in json.member("driver", driver) }
        }
    }

    struct Driver: JSONWritable {
        var name: String
        var version: String
        var rules: [ReportingDescriptor]

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("name", name)
                json.member("rules", rules)
                json.member("version", version)
            }
        }
    }

    struct ReportingDescriptor: JSONWritable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: ReportingConfiguration

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("defaultConfiguration", defaultConfiguration)
                json.member("fullDescription", fullDescription)
                json.member("help", help)
                json.member("id", id)
                json.member("shortDescription", shortDescription)
            }
        }
    }

    struct ReportingConfiguration: JSONWritable {
        var level: String

        func write(to json: inout JSONWriter) {
            json.object { json in json.member("level", level) }
        }
    }

    struct Message: JSONWritable {
        var text: String

        func write(to json: inout JSONWriter) {
            json.object { json in json.member("text", text) }
        }
    }

    struct Invocation: JSONWritable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("executionSuccessful", executionSuccessful)
                json.member("toolExecutionNotifications", toolExecutionNotifications)
            }
        }
    }

    struct Notification: JSONWritable {
        var level: String
        var message: Message
        var descriptor: DescriptorReference
        var locations: [Location]?

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("descriptor", descriptor)
                json.member("level", level)
                json.member("locations", locations)
                json.member("message", message)
            }
        }
    }

    struct DescriptorReference: JSONWritable {
        var id: String

        func write(to json: inout JSONWriter) {
            json.object { json in json.member("id", id) }
        }
    }

    struct Result: JSONWritable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var baselineState: String?
        var properties: Properties

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("baselineState", baselineState)
                json.member("level", level)
                json.member("locations", locations)
                json.member("message", message)
                json.member("partialFingerprints", partialFingerprints)
                json.member("properties", properties)
                json.member("relatedLocations", relatedLocations)
                json.member("ruleId", ruleId)
                json.member("ruleIndex", ruleIndex)
            }
        }
    }

    /// The violation's facts that SARIF has no field for (a property bag).
    struct Properties: JSONWritable {
        var from: String?
        var to: String?
        var components: [String]?
        var weight: Int
        var comment: String?

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("comment", comment)
                json.member("components", components)
                json.member("from", from)
                json.member("to", to)
                json.member("weight", weight)
            }
        }
    }

    struct Location: JSONWritable {
        var id: Int?
        var physicalLocation: PhysicalLocation?
        var message: Message?
        var logicalLocations: [LogicalLocation]?

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("id", id)
                json.member("logicalLocations", logicalLocations)
                json.member("message", message)
                json.member("physicalLocation", physicalLocation)
            }
        }
    }

    struct LogicalLocation: JSONWritable {
        var name: String
        var kind: String

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("kind", kind)
                json.member("name", name)
            }
        }
    }

    struct PhysicalLocation: JSONWritable {
        var artifactLocation: ArtifactLocation
        var region: Region?

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("artifactLocation", artifactLocation)
                json.member("region", region)
            }
        }
    }

    struct ArtifactLocation: JSONWritable {
        var uri: String?
        var uriBaseId: String?
        var description: Message?

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("description", description)
                json.member("uri", uri)
                json.member("uriBaseId", uriBaseId)
            }
        }
    }

    struct Region: JSONWritable {
        var startLine: Int
        var startColumn: Int?

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("startColumn", startColumn)
                json.member("startLine", startLine)
            }
        }
    }
}
