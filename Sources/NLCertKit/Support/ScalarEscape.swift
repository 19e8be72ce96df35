/// What an `EscapeTable` says to write for one Unicode scalar of capture-derived text.
enum ScalarEscape: Sendable, Equatable {
    /// The scalar itself.
    case keep
    /// A fixed replacement: a character reference (`&amp;`), a backslash escape (`\n`), a space.
    case text(String)
    /// `\u{HEX}` with upper-case hex digits: a character the reader must see, not get.
    case visible
    /// `\uXXXX` with four lower-case hex digits, as JSON spells a code unit.
    case jsonUnicode
}
