//! SGF (Smart Game Format, `FF[4]`): reading and writing Go records.
//!
//! ```
//! use tengen::sgf;
//! use tengen::{BoardSize, Color, Vertex};
//!
//! let collection = sgf::parse("(;GM[1]`FF[4]`SZ[9]KM[3.75]RU[Chinese]PB[黑]PW[白];B[ee];W[cc](;B[gc])(;B[cg]C[a variation]))").unwrap();
//! let tree = &collection.trees[0];
//! assert_eq!(tree.board_size().unwrap(), BoardSize::NINE);
//! let info = tree.game_info();
//! assert_eq!(info.komi.unwrap().points, 7.5); // 3¾ stones under Chinese rules
//! let line = tree.main_line();
//! let first = tree.node(line[1]).get_move(BoardSize::NINE).unwrap().unwrap();
//! assert_eq!(first, sgf::Move::play(Color::Black, Vertex::new(4, 4)));
//! let text = collection.to_sgf();
//! assert_eq!(sgf::parse(&text).unwrap().trees[0].main_line().len(), 4);
//! ```
//!
//! # The model
//!
//! A [`Collection`] holds [`GameTree`]s; a tree holds [`Node`]s linked by [`NodeId`]
//! (first child = main line, others = variations); a node holds ordered [`Property`]s, each an
//! identifier and its raw values. Unknown and private properties are kept and written back
//! unchanged. Typed readers decode values on demand: [`Node::get_move`], [`Node::setup`],
//! [`Node::markup`], [`Node::annotations`], [`Node::comment`], [`GameTree::game_info`],
//! [`GameTree::board_size`], [`GameTree::komi`], and per value type [`Node::number`],
//! [`Node::real`], [`Node::double`], [`Node::color`], [`Node::text`], [`Node::simple_text`],
//! [`Node::points`]; [`value`] has the encoders and decoders of every `FF[4]` value type.
//!
//! # Reading
//!
//! [`parse`] reads text leniently, [`parse_strict`] strictly; [`read_str`] and [`read_bytes`]
//! take [`ReadOptions`] and return the warnings too. [`read_bytes`] decodes the character set
//! first (see [`encoding`]: byte-order marks, `CA`, UTF-8 by default).
//!
//! *Strict* mode accepts exactly `FF[4]`. *Lenient* mode (the default) also reads the damage
//! that other readers accept, each time with a warning: `FF[3]` lower-case letters in identifiers (`AddBlack` → `AB`), a missing
//! `;`, control characters and odd white space between tokens, empty variations, a missing
//! final `)`, duplicated properties (merged), values of the wrong type, text after the last
//! tree.
//!
//! In both modes these are errors: no game tree, a value never closed, a board size that is not
//! 1 to 52 per side (`SZ[0]`, `SZ[1000]`), a point that is malformed or off the board, and more
//! nodes than [`ReadOptions::max_nodes`].
//!
//! Every error is an [`SgfError`] with an [`ErrorKind`], a line and a column. The reader
//! never panics, and its time and memory grow linearly with the input: nesting costs heap, not
//! stack, so 100,000 nested variations are fine.
//!
//! # Replay
//!
//! [`replay()`] plays a game tree through the engine — setup, moves, every variation — and
//! reports an illegal move with its number and reason, or forces it when asked; the
//! [`Replay`] gives each node's position, captures and comment, and an engine
//! [`Game`](crate::Game) at any node.
//!
//! # Writing
//!
//! [`write()`] (or [`Collection::to_sgf`]) gives deterministic `FF[4]` text in UTF-8 with
//! `CA[UTF-8]`, optionally wrapped; see [`WriteOptions`]. Reading what was written gives the
//! same tree.

mod access;
pub mod encoding;
mod error;
pub mod info;
mod parse;
pub mod props;
pub mod replay;
mod tree;
pub mod value;
mod write;

pub use access::{Annotations, Judgement, Markup, Move, MoveQuality, Setup};
pub use error::{ErrorKind, Position, SgfError};
pub use info::{GameInfo, GameResult, Komi, KomiForm, WinBy};
pub use replay::{Replay, ReplayNode, ReplayOptions, replay};
pub use tree::{Collection, GameTree, Node, NodeId, Property};
pub use value::Double;
pub use write::{WriteOptions, write, write_tree};

use error::Warnings;

/// How strictly to read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// Exactly `FF[4]`: every deviation is an error.
    Strict,
    /// Accept common damage with warnings.
    #[default]
    Lenient,
}

/// Options of the reader.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadOptions {
    /// Strict or lenient (the default).
    pub mode: Mode,
    /// The most nodes a record may have, over all its game trees (default 10,000,000).
    /// Bounds memory for hostile input; a real game has a few hundred.
    pub max_nodes: usize,
    /// The most warnings kept (default 1,000); later ones are only counted.
    pub max_warnings: usize,
}

impl Default for ReadOptions {
    fn default() -> ReadOptions {
        ReadOptions { mode: Mode::Lenient, max_nodes: 10_000_000, max_warnings: 1_000 }
    }
}

impl ReadOptions {
    /// Strict reading, default limits.
    #[must_use]
    pub fn strict() -> ReadOptions {
        ReadOptions { mode: Mode::Strict, ..ReadOptions::default() }
    }

    /// Lenient reading, default limits.
    #[must_use]
    pub fn lenient() -> ReadOptions {
        ReadOptions::default()
    }
}

/// A record that was read, with what the reader noticed.
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed {
    /// The game trees read.
    pub collection: Collection,
    /// Problems the lenient reader repaired or let pass (empty in strict mode).
    pub warnings: Vec<SgfError>,
    /// Warnings beyond [`ReadOptions::max_warnings`], counted but not kept.
    pub warnings_dropped: usize,
    /// The character set the bytes were decoded from (`"UTF-8"` for text).
    pub charset: &'static str,
}

fn finish(text: &str, options: &ReadOptions, mut warnings: Warnings, charset: &'static str) -> Result<Parsed, SgfError> {
    let trees = parse::parse_trees(text, options, &mut warnings)?;
    for tree in &trees {
        props::validate(tree, options.mode, &mut warnings)?;
    }
    Ok(Parsed {
        collection: Collection { trees },
        warnings: warnings.list,
        warnings_dropped: warnings.dropped,
        charset,
    })
}

/// Reads SGF text (already decoded; `CA` is not used).
pub fn read_str(text: &str, options: &ReadOptions) -> Result<Parsed, SgfError> {
    finish(text, options, Warnings::new(options.max_warnings), "UTF-8")
}

/// Reads the bytes of an SGF file, decoding its character set first (see [`encoding`]).
pub fn read_bytes(bytes: &[u8], options: &ReadOptions) -> Result<Parsed, SgfError> {
    let mut warnings = Warnings::new(options.max_warnings);
    let (text, charset) = encoding::decode(bytes, options.mode, &mut warnings)?;
    finish(&text, options, warnings, charset)
}

/// Reads SGF text leniently, dropping the warnings.
pub fn parse(text: &str) -> Result<Collection, SgfError> {
    read_str(text, &ReadOptions::lenient()).map(|p| p.collection)
}

/// Reads SGF text strictly (`FF[4]` only).
pub fn parse_strict(text: &str) -> Result<Collection, SgfError> {
    read_str(text, &ReadOptions::strict()).map(|p| p.collection)
}

impl std::str::FromStr for Collection {
    type Err = SgfError;

    /// Reads leniently, as [`parse`].
    fn from_str(s: &str) -> Result<Collection, SgfError> {
        parse(s)
    }
}
