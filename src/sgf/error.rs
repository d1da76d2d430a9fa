//! Errors and warnings of the SGF reader and of the typed accessors.
//!
//! Every problem is an [`SgfError`]: a [`ErrorKind`] saying what is wrong, and the line and
//! column where it was found. The same type is used for the warnings of the lenient reader
//! (see [`Parsed::warnings`](super::Parsed::warnings)).

use std::fmt;

/// Longest piece of the input quoted in an error message, in characters.
const QUOTE_LIMIT: usize = 40;

/// A place in the SGF text: 1-based line and column. Columns count characters (Unicode
/// scalar values), not bytes. Line breaks are `\n`, `\r\n` or a lone `\r`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Position {
    /// 1-based line; 0 when not known.
    pub line: u32,
    /// 1-based column in characters; 0 when not known.
    pub column: u32,
}

impl Position {
    /// A position; `0` in either field means "not known".
    #[must_use]
    pub const fn new(line: u32, column: u32) -> Position {
        Position { line, column }
    }

    /// Whether this position points somewhere (line and column are at least 1).
    #[must_use]
    pub const fn is_known(self) -> bool {
        self.line > 0 && self.column > 0
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// What is wrong with an SGF record.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    // --- Character set -------------------------------------------------------------------
    /// `CA` names a character set that tengen does not know.
    UnknownCharset(String),
    /// The bytes are not valid in the character set the record is read with.
    BadEncoding { charset: &'static str },

    // --- Syntax --------------------------------------------------------------------------
    /// No game tree (`(;`) was found in the input.
    NoGameTree,
    /// The input ended inside a game tree (a `)` is missing).
    UnexpectedEnd,
    /// A property value was opened with `[` and never closed.
    UnterminatedValue { property: String },
    /// A character that has no place here in SGF.
    UnexpectedChar(char),
    /// A property appeared without a node: `;` is missing.
    MissingSemicolon,
    /// A property identifier with lower-case letters (`FF[3]` style, e.g. `AddBlack`).
    LowercaseIdentifier { found: String, read_as: String },
    /// A property identifier without any value.
    MissingValue { property: String },
    /// `()` or a game tree without any node.
    EmptyGameTree,
    /// A node after the variations of a sequence (`(;A(;B);C)`).
    NodeAfterVariation,
    /// Non-whitespace text after the last game tree.
    TrailingText,
    /// The same property twice in one node.
    DuplicateProperty { property: String },
    /// The record has more nodes than [`ReadOptions::max_nodes`](super::ReadOptions::max_nodes).
    TooManyNodes { limit: usize },

    // --- Values --------------------------------------------------------------------------
    /// A property value that does not have the property's type.
    BadValue { property: String, value: String, expected: &'static str },
    /// A property that takes one value was given several, or none.
    ValueCount { property: String, found: usize },
    /// `SZ` is not a board size SGF allows (each side from 1 to 52).
    BadBoardSize { value: String },
    /// A board size that SGF allows but the engine does not (each side from 2 to 25).
    UnsupportedBoardSize { width: u32, height: u32 },
    /// A point that lies outside the board.
    OffBoard { property: String, point: String, width: u8, height: u8 },
    /// The record is for another game than Go (`GM` is not 1).
    NotGo { game: String },
    /// `FF` names a file format version other than 1 to 4.
    UnsupportedFormat { value: String },
    /// A root property (`SZ`, `CA`, `FF`, ...) outside the root node.
    RootPropertyNotInRoot { property: String },
    /// A node with both a Black and a White move.
    TwoMoves,
    /// A node with both a move and setup properties (`AB`, `AW`, `AE`, `PL`).
    MoveAndSetup,

    // --- Replay --------------------------------------------------------------------------
    /// A move that the rules do not allow, found while replaying the record. `point` is in
    /// GTP notation (`D4`); `code` is [`IllegalMove::code`](crate::IllegalMove::code)
    /// (`occupied`, `suicide`, `ko`, `superko`, ...), `reason` its English explanation.
    IllegalMove { move_number: u32, color: crate::Color, point: String, code: &'static str, reason: String },
    /// Setup stones (`AB`, `AW`, `AE`) that make no legal position.
    BadSetup { reason: String },
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::UnknownCharset(name) => write!(f, "unknown character set CA[{}]", quote(name)),
            ErrorKind::BadEncoding { charset } => write!(f, "the text is not valid {charset}"),
            ErrorKind::NoGameTree => f.write_str("no SGF game tree found (a record starts with \"(;\")"),
            ErrorKind::UnexpectedEnd => f.write_str("the record ends inside a game tree: a \")\" is missing"),
            ErrorKind::UnterminatedValue { property } => {
                write!(f, "the value of {property} is never closed: a \"]\" is missing")
            }
            ErrorKind::UnexpectedChar(c) => write!(f, "unexpected character {c:?}"),
            ErrorKind::MissingSemicolon => f.write_str("a property outside a node: \";\" is missing"),
            ErrorKind::LowercaseIdentifier { found, read_as } => {
                write!(f, "property name {} has lower-case letters (read as {read_as})", quote(found))
            }
            ErrorKind::MissingValue { property } => write!(f, "property {property} has no value"),
            ErrorKind::EmptyGameTree => f.write_str("a game tree or variation without any node"),
            ErrorKind::NodeAfterVariation => f.write_str("a node after the variations of a sequence"),
            ErrorKind::TrailingText => f.write_str("text after the last game tree"),
            ErrorKind::DuplicateProperty { property } => write!(f, "property {property} appears twice in one node"),
            ErrorKind::TooManyNodes { limit } => write!(f, "the record has more than {limit} nodes"),
            ErrorKind::BadValue { property, value, expected } => {
                write!(f, "{property}[{}] is not {expected}", quote(value))
            }
            ErrorKind::ValueCount { property, found } => {
                write!(f, "property {property} takes one value but has {found}")
            }
            ErrorKind::BadBoardSize { value } => {
                write!(f, "SZ[{}] is not a board size (each side must be from 1 to 52)", quote(value))
            }
            ErrorKind::UnsupportedBoardSize { width, height } => write!(
                f,
                "board size {width}×{height} is not supported: each side must be from {} to {}",
                crate::vertex::MIN_SIDE,
                crate::vertex::MAX_SIDE
            ),
            ErrorKind::OffBoard { property, point, width, height } => {
                write!(f, "{property}[{}] is off the {width}×{height} board", quote(point))
            }
            ErrorKind::NotGo { game } => write!(f, "GM[{}] is not a Go record (Go is GM[1])", quote(game)),
            ErrorKind::UnsupportedFormat { value } => {
                write!(f, "FF[{}] is not an SGF version tengen reads (1 to 4)", quote(value))
            }
            ErrorKind::RootPropertyNotInRoot { property } => {
                write!(f, "root property {property} outside the root node")
            }
            ErrorKind::TwoMoves => f.write_str("a node with both a Black and a White move"),
            ErrorKind::MoveAndSetup => f.write_str("a node with both a move and setup stones"),
            ErrorKind::IllegalMove { move_number, color, point, reason, .. } => {
                write!(f, "move {move_number} ({color} {point}) is illegal: {reason}")
            }
            ErrorKind::BadSetup { reason } => write!(f, "the setup stones make no legal position: {reason}"),
        }
    }
}

/// An error (or, from the lenient reader, a warning) with the place it was found.
///
/// `line` and `column` are 1-based; both are 0 when the place is not known (for example for a
/// property that was built in code rather than read).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SgfError {
    /// What is wrong.
    pub kind: ErrorKind,
    /// 1-based line; 0 when not known.
    pub line: u32,
    /// 1-based column in characters; 0 when not known.
    pub column: u32,
}

impl SgfError {
    /// An error at a position (use `Position::default()` when the place is not known).
    #[must_use]
    pub fn new(kind: ErrorKind, at: Position) -> SgfError {
        SgfError { kind, line: at.line, column: at.column }
    }

    /// An error whose place is not known.
    #[must_use]
    pub fn unplaced(kind: ErrorKind) -> SgfError {
        SgfError { kind, line: 0, column: 0 }
    }

    /// Where the problem was found.
    #[must_use]
    pub fn position(&self) -> Position {
        Position::new(self.line, self.column)
    }
}

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.position().is_known() {
            write!(f, "{}: {}", self.position(), self.kind)
        } else {
            write!(f, "{}", self.kind)
        }
    }
}

impl std::error::Error for SgfError {}

/// A piece of the input short enough to quote in a message: at most [`QUOTE_LIMIT`]
/// characters, with `…` when cut, and control characters shown escaped.
pub(crate) fn quote(s: &str) -> String {
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i == QUOTE_LIMIT {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// Keeps a piece of the input for an error value, cut to a bounded length so that an error
/// about a 50 MB comment does not hold the comment.
pub(crate) fn excerpt(s: &str) -> String {
    match s.char_indices().nth(QUOTE_LIMIT + 1) {
        Some((end, _)) => s[..end].to_string(),
        None => s.to_string(),
    }
}

/// The warnings collected by the lenient reader, at most `cap` of them; the rest are counted.
#[derive(Debug, Default)]
pub(crate) struct Warnings {
    pub list: Vec<SgfError>,
    pub dropped: usize,
    pub cap: usize,
}

impl Warnings {
    pub fn new(cap: usize) -> Warnings {
        Warnings { list: Vec::new(), dropped: 0, cap }
    }

    pub fn push(&mut self, e: SgfError) {
        if self.list.len() < self.cap {
            self.list.push(e);
        } else {
            self.dropped = self.dropped.saturating_add(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_has_place_and_plain_message() {
        let e = SgfError::new(ErrorKind::UnexpectedEnd, Position::new(3, 7));
        assert_eq!(e.to_string(), "line 3, column 7: the record ends inside a game tree: a \")\" is missing");
        let e = SgfError::unplaced(ErrorKind::TwoMoves);
        assert_eq!(e.to_string(), "a node with both a Black and a White move");
    }

    #[test]
    fn quotes_are_bounded() {
        let long = "x".repeat(10_000);
        assert!(quote(&long).chars().count() <= QUOTE_LIMIT + 1);
        assert!(excerpt(&long).len() <= QUOTE_LIMIT + 1);
        assert_eq!(quote("a\nb"), "a\\nb");
    }
}
