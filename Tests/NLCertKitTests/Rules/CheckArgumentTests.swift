import Testing

@testable import NLCertKit

/// A check reads its rule's list arguments through the context: an option overrides the
/// argument of its name (whatever either holds), the first member of a name counts, items
/// that are not strings are left out, and fields are the known metadata fields named.
@Suite struct CheckArgumentTests {
    static func context(arguments: [JSONValue.JSONMember], options: [JSONValue.JSONMember]) -> CheckContext {
        CheckContext(
            timeline: Timeline(), session: nil, mode: .pings, ruleID: "NL000", profile: "dcr-video",
            arguments: arguments, options: options)
    }

    static func list(_ items: [String]) -> JSONValue { .array(items.map { .string($0) }) }

    @Test func listsAreReadAsTheRuleGivesThem() {
        let ctx = Self.context(
            arguments: [
                .init("fields", Self.list(["assetid", "nosuchfield", "program"])),
                .init("types", Self.list(["content"])),
                .init("keys", Self.list(["a"])),
                .init("keys", Self.list(["b"])),
                .init("mixed", .array([.string("x"), .number(1), .string("y")])),
                .init("urls", Self.list(["https://a.example"])),
            ],
            options: [.init("types", Self.list(["ad", "content"])), .init("urls", .string("not a list"))])
        #expect(ctx.strings("fields") == ["assetid", "nosuchfield", "program"])
        #expect(ctx.fields("fields").map(\.key) == ["assetid", "program"])
        #expect(ctx.strings("types") == ["ad", "content"])  // the option wins
        #expect(ctx.strings("keys") == ["a"])  // the first of a name
        #expect(ctx.strings("mixed") == ["x", "y"])
        #expect(ctx.strings("urls") == [])  // an option that is not a list still overrides
        #expect(ctx.strings("absent") == [] && ctx.fields("absent") == [])
    }

    /// A string argument naming a metadata field: the first of its name, never an option, and
    /// nothing for an unknown name or a value that is not a string.
    @Test func aFieldArgumentNamesAKnownField() {
        let ctx = Self.context(
            arguments: [
                .init("field", .string("assetid")), .init("field", .string("program")),
                .init("other", .string("nosuchfield")), .init("list", Self.list(["assetid"])),
            ],
            options: [.init("field", .string("title")), .init("opt", .string("assetid"))])
        #expect(ctx.field(argument: "field")?.key == "assetid")
        #expect(ctx.field(argument: "other") == nil)
        #expect(ctx.field(argument: "list") == nil)
        #expect(ctx.field(argument: "opt") == nil)
    }
}
