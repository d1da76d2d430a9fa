//! The SGF reader: text to game trees.
//!
//! The reader is a loop over the text with an explicit stack of open variations, so nesting
//! depth costs heap memory (a few bytes per level) and never stack: 100,000 nested variations
//! read like any other record. Its time is linear in the length of the text.
//!
//! Grammar (`FF[4]`): `Collection = GameTree+`, `GameTree = "(" Sequence GameTree* ")"`,
//! `Sequence = Node+`, `Node = ";" Property*`, `Property = Ident Value+`,
//! `Value = "[" text "]"`. White space may appear between all of these, including between an
//! identifier and its first value. Anything before the first game tree (`(;`, or `(` and an upper-case identifier) is
//! ignored; text in which no tree starts, or whose trees hold no property of the standard and
//! took repairs to read (`hello (;world)`), is [`ErrorKind::NoGameTree`].
//!
//! In lenient mode the reader also accepts, with a warning: lower-case letters in identifiers
//! (`FF[3]` `AddBlack` is read as `AB`, an all-lower-case `b` as `B`), a missing `;` before a
//! node's first property, control characters and non-ASCII white space between tokens, stray
//! characters, empty variations `()`, a missing `)` at the end, a node after a sequence's
//! variations (read as one more variation), an identifier without a value (dropped), the same
//! property twice in a node (values merged), and text after the last game tree. Strict mode
//! reports each of these as an error.

use super::error::{ErrorKind, Position, SgfError, Warnings, excerpt};
use super::tree::{GameTree, Node, NodeId, Property};
use super::{Mode, ReadOptions};

/// Reads every game tree of `text` (already decoded). The trees are not yet checked against
/// the property table; see [`super::props::validate`].
pub(crate) fn parse_trees(text: &str, options: &ReadOptions, warnings: &mut Warnings) -> Result<Vec<GameTree>, SgfError> {
    let mut p = Parser {
        text,
        bytes: text.as_bytes(),
        pos: 0,
        cursor: Cursor { offset: 0, line: 1, column: 1 },
        mode: options.mode,
        max_nodes: options.max_nodes.min(u32::MAX as usize - 1),
        nodes: 0,
        junk_end: usize::MAX,
        memo: [None],
        warnings,
    };
    p.run()
}

/// Tracks line and column as the reader moves forward, so positions cost linear time overall.
struct Cursor {
    offset: usize,
    line: u32,
    column: u32,
}

struct Parser<'a, 'w> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    cursor: Cursor,
    mode: Mode,
    max_nodes: usize,
    nodes: usize,
    /// The end of the last run of stray characters reported, so a run is reported once.
    junk_end: usize,
    /// Memoised answers of [`Parser::search`].
    memo: [Option<(usize, Option<usize>)>; 1],
    warnings: &'w mut Warnings,
}

fn is_sgf_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

impl Parser<'_, '_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    /// The line and column of byte `offset`, which must not lie before the last one asked.
    fn position_of(&mut self, offset: usize) -> Position {
        let c = &mut self.cursor;
        if offset < c.offset {
            // Not expected; start over rather than give a wrong answer.
            *c = Cursor { offset: 0, line: 1, column: 1 };
        }
        let end = offset.min(self.bytes.len());
        for i in c.offset..end {
            let b = self.bytes[i];
            if b == b'\n' {
                if i == 0 || self.bytes[i - 1] != b'\r' {
                    c.line = c.line.saturating_add(1);
                }
                c.column = 1;
            } else if b == b'\r' {
                c.line = c.line.saturating_add(1);
                c.column = 1;
            } else if b & 0xC0 != 0x80 {
                c.column = c.column.saturating_add(1);
            }
        }
        c.offset = c.offset.max(end);
        Position::new(c.line, c.column)
    }

    fn here(&mut self) -> Position {
        self.position_of(self.pos)
    }

    /// A problem that strict mode rejects and lenient mode only notes.
    fn report(&mut self, kind: ErrorKind, at: Position) -> Result<(), SgfError> {
        let e = SgfError::new(kind, at);
        match self.mode {
            Mode::Strict => Err(e),
            Mode::Lenient => {
                self.warnings.push(e);
                Ok(())
            }
        }
    }

    fn char_at(&self, pos: usize) -> char {
        self.text.get(pos..).and_then(|s| s.chars().next()).unwrap_or('\u{fffd}')
    }

    /// Skips a stray character (a whole bracketed value for a stray `[`), reporting each run of
    /// stray characters once.
    fn skip_junk(&mut self) -> Result<(), SgfError> {
        let c = self.char_at(self.pos);
        if self.pos != self.junk_end {
            let at = self.here();
            self.report(ErrorKind::UnexpectedChar(c), at)?;
        }
        if c == '[' {
            self.pos = self.value_end(self.pos + 1).map_or(self.bytes.len(), |e| e + 1);
        } else {
            self.pos += c.len_utf8();
        }
        self.junk_end = self.pos;
        Ok(())
    }

    /// Skips white space. Control characters and non-ASCII white space (no-break space,
    /// ideographic space, a byte-order mark in the middle) are accepted with a warning in
    /// lenient mode.
    fn skip_space(&mut self) -> Result<(), SgfError> {
        loop {
            match self.peek() {
                Some(b) if is_sgf_space(b) => self.pos += 1,
                Some(b) if b < 0x20 || b == 0x7f => self.skip_junk()?,
                Some(b) if b >= 0x80 => {
                    let c = self.char_at(self.pos);
                    if c.is_whitespace() || matches!(c, '\u{feff}' | '\u{200b}') {
                        self.skip_junk()?;
                    } else {
                        return Ok(());
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    /// The offset of the `]` that closes a value starting at `from`, if there is one.
    fn value_end(&self, from: usize) -> Option<usize> {
        let mut i = from;
        loop {
            let rest = self.bytes.get(i..)?;
            let j = rest.iter().position(|&b| b == b'\\' || b == b']')?;
            if rest[j] == b']' {
                return Some(i + j);
            }
            i += j + 2;
        }
    }

    /// Where the next game tree starts: the first `(` followed by `;` or by a property whose
    /// identifier starts with a capital (`(B[aa]`, `(GaMe[1]`: the `;` forgotten), white
    /// space allowed. Nothing else
    /// starts a tree: `see the record (attached)` holds none.
    ///
    /// Each search remembers its answer, so that repeated searches (lenient mode skipping text
    /// between trees) scan every part of the text only once.
    fn find_start(&mut self, from: usize) -> Option<usize> {
        let starts_tree = |rest: &[u8]| {
            if rest[0] == b';' {
                return true;
            }
            let letters = rest.iter().take_while(|b| b.is_ascii_alphabetic()).count();
            rest[0].is_ascii_uppercase() && rest[letters..].iter().find(|&&b| !is_sgf_space(b)) == Some(&b'[')
        };
        let mut i = self.search(from, 0, starts_tree)?;
        // "((;B[aa]))": start at the outermost of the parentheses just before "(;".
        let mut j = i;
        while j > from {
            j -= 1;
            match self.bytes[j] {
                b'(' => i = j,
                b if is_sgf_space(b) => {}
                _ => break,
            }
        }
        Some(i)
    }

    /// The first `(` at or after `from` whose following text (from its next non-space byte)
    /// satisfies `accept`, memoised in slot `slot` (a search from `p` that found `r` answers
    /// every `from` in `p..=r`).
    fn search(&mut self, from: usize, slot: usize, accept: impl Fn(&[u8]) -> bool) -> Option<usize> {
        if let Some((p, r)) = self.memo[slot]
            && from >= p && r.is_none_or(|r| from <= r)
        {
            return r;
        }
        let mut found = None;
        let mut i = from;
        while i < self.bytes.len() {
            if self.bytes[i] == b'(' {
                let mut j = i + 1;
                while j < self.bytes.len() && is_sgf_space(self.bytes[j]) {
                    j += 1;
                }
                if j < self.bytes.len() && accept(&self.bytes[j..]) {
                    found = Some(i);
                    break;
                }
                i = j;
            } else {
                i += 1;
            }
        }
        self.memo[slot] = Some((from, found));
        found
    }

    fn run(&mut self) -> Result<Vec<GameTree>, SgfError> {
        let warned_before = self.warnings.list.len() + self.warnings.dropped;
        if self.text.starts_with('\u{feff}') {
            self.pos = 3;
        }
        let Some(start) = self.find_start(self.pos) else {
            return Err(SgfError::new(ErrorKind::NoGameTree, Position::new(1, 1)));
        };
        self.pos = start;
        let mut trees = Vec::new();
        loop {
            if let Some(tree) = self.game_tree()? {
                trees.push(tree);
            }
            while self.peek().is_some_and(is_sgf_space) {
                self.pos += 1;
            }
            match self.peek() {
                None => break,
                Some(b'(') => {}
                Some(_) => {
                    let at = self.here();
                    self.report(ErrorKind::TrailingText, at)?;
                    match self.find_start(self.pos) {
                        Some(next) => self.pos = next,
                        None => break,
                    }
                }
            }
        }
        // Trees without one property of the SGF standard that took repairs to read ("hello
        // (;world)", noise in which a "(;" and an "A[...]" happen to occur) are text with a
        // parenthesis in it, not a record. (An empty record is written "(;)" and needs none.)
        let repaired = self.warnings.list.len() + self.warnings.dropped > warned_before;
        let no_standard_property = trees.iter().all(|t| {
            t.ids().all(|id| t.node(id).properties.iter().all(|p| super::props::property_info(&p.ident).is_none()))
        });
        if trees.is_empty() || (repaired && no_standard_property) {
            return Err(SgfError::new(ErrorKind::NoGameTree, Position::new(1, 1)));
        }
        Ok(trees)
    }

    fn new_node(&mut self, tree: &mut Option<GameTree>, parent: Option<NodeId>) -> Result<NodeId, SgfError> {
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            let at = self.here();
            return Err(SgfError::new(ErrorKind::TooManyNodes { limit: self.max_nodes }, at));
        }
        Ok(match tree {
            None => {
                *tree = Some(GameTree::new());
                NodeId::ROOT
            }
            Some(t) => t.add_child(parent.unwrap_or(NodeId::ROOT), Node::new()),
        })
    }

    /// Reads one game tree, starting at its `(`. `None` for an empty tree `()` (lenient).
    fn game_tree(&mut self) -> Result<Option<GameTree>, SgfError> {
        self.pos += 1;
        let mut tree: Option<GameTree> = None;
        // For each open parenthesis, the node its variation hangs from.
        let mut stack: Vec<Option<NodeId>> = vec![None];
        let mut tail: Option<NodeId> = None;
        let mut seq_empty = true;
        let mut after_variation = false;
        loop {
            self.skip_space()?;
            let Some(b) = self.peek() else {
                let at = self.here();
                self.report(ErrorKind::UnexpectedEnd, at)?;
                break;
            };
            match b {
                b'(' => {
                    if seq_empty {
                        let at = self.here();
                        self.report(ErrorKind::EmptyGameTree, at)?;
                    }
                    if tail.is_none() {
                        // "((;B[aa]))": the tree starts with a variation; give it an empty root.
                        tail = Some(self.new_node(&mut tree, None)?);
                    }
                    stack.push(tail);
                    self.pos += 1;
                    seq_empty = true;
                    after_variation = false;
                }
                b')' => {
                    if seq_empty {
                        let at = self.here();
                        self.report(ErrorKind::EmptyGameTree, at)?;
                    }
                    self.pos += 1;
                    let branch = stack.pop().flatten();
                    if stack.is_empty() {
                        break;
                    }
                    tail = branch;
                    seq_empty = false;
                    after_variation = true;
                }
                b';' | b'A'..=b'Z' | b'a'..=b'z' => {
                    let at = self.here();
                    if b == b';' {
                        self.pos += 1;
                    } else {
                        self.report(ErrorKind::MissingSemicolon, at)?;
                    }
                    if after_variation {
                        self.report(ErrorKind::NodeAfterVariation, at)?;
                        after_variation = false;
                    }
                    let id = self.new_node(&mut tree, tail)?;
                    tail = Some(id);
                    seq_empty = false;
                    if let Some(t) = tree.as_mut() {
                        self.properties(t, id)?;
                    }
                }
                _ => self.skip_junk()?,
            }
        }
        Ok(tree)
    }

    /// Reads the properties of a node, up to the next `;`, `(`, `)` or the end.
    fn properties(&mut self, tree: &mut GameTree, id: NodeId) -> Result<(), SgfError> {
        let mut index: Option<std::collections::HashMap<String, usize>> = None;
        loop {
            self.skip_space()?;
            match self.peek() {
                None | Some(b';' | b'(' | b')') => return Ok(()),
                Some(b) if b.is_ascii_alphabetic() => {
                    if let Some(prop) = self.property()? {
                        add_property(tree.node_mut(id), prop, &mut index, self)?;
                    }
                }
                Some(_) => self.skip_junk()?,
            }
        }
    }

    /// Reads one property. `None` when it has no value (lenient mode drops it).
    fn property(&mut self) -> Result<Option<Property>, SgfError> {
        let at = self.here();
        let start = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            self.pos += 1;
        }
        let found = &self.text[start..self.pos];
        let ident = if found.bytes().any(|b| b.is_ascii_lowercase()) {
            let upper: String = found.chars().filter(char::is_ascii_uppercase).collect();
            let read_as = if upper.is_empty() { found.to_ascii_uppercase() } else { upper };
            self.report(ErrorKind::LowercaseIdentifier { found: excerpt(found), read_as: excerpt(&read_as) }, at)?;
            read_as
        } else {
            found.to_string()
        };
        self.skip_space()?;
        let mut values = Vec::new();
        while self.peek() == Some(b'[') {
            let Some(end) = self.value_end(self.pos + 1) else {
                let at = self.here();
                return Err(SgfError::new(ErrorKind::UnterminatedValue { property: excerpt(&ident) }, at));
            };
            values.push(self.text[self.pos + 1..end].to_string());
            self.pos = end + 1;
            self.skip_space()?;
        }
        if values.is_empty() {
            self.report(ErrorKind::MissingValue { property: excerpt(&ident) }, at)?;
            return Ok(None);
        }
        Ok(Some(Property { ident, values, position: Some(at) }))
    }
}

/// Adds a property to a node; a second property with the same identifier is an error (strict)
/// or merged into the first (lenient). Nodes with many properties are indexed so that this
/// stays fast.
fn add_property(
    node: &mut Node,
    prop: Property,
    index: &mut Option<std::collections::HashMap<String, usize>>,
    parser: &mut Parser<'_, '_>,
) -> Result<(), SgfError> {
    const INDEX_FROM: usize = 8;
    let existing = match index {
        Some(map) => map.get(&prop.ident).copied(),
        None => node.properties.iter().position(|p| p.ident == prop.ident),
    };
    if let Some(i) = existing {
        parser.report(ErrorKind::DuplicateProperty { property: excerpt(&prop.ident) }, prop.pos())?;
        node.properties[i].values.extend(prop.values);
        return Ok(());
    }
    if let Some(map) = index {
        map.insert(prop.ident.clone(), node.properties.len());
    } else if node.properties.len() >= INDEX_FROM {
        let mut map: std::collections::HashMap<String, usize> =
            node.properties.iter().enumerate().map(|(i, p)| (p.ident.clone(), i)).collect();
        map.insert(prop.ident.clone(), node.properties.len());
        *index = Some(map);
    }
    node.properties.push(prop);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, mode: Mode) -> (Result<Vec<GameTree>, SgfError>, Vec<SgfError>) {
        let mut w = Warnings::new(100);
        let opts = ReadOptions { mode, ..ReadOptions::default() };
        let r = parse_trees(text, &opts, &mut w);
        (r, w.list)
    }

    #[test]
    fn sequences_and_variations() {
        let (r, w) = read("(;FF[4](;B[aa];W[bb])(;B[cc]))", Mode::Strict);
        let trees = r.unwrap();
        assert!(w.is_empty());
        let t = &trees[0];
        assert_eq!(t.len(), 4);
        assert_eq!(t.children(NodeId::ROOT).len(), 2);
        let main = t.main_line();
        assert_eq!(t.node(main[2]).raw("W"), Some("bb"));
    }

    #[test]
    fn positions_count_characters() {
        let (r, _) = read("(;C[黑白]\n  B[", Mode::Strict);
        let e = r.unwrap_err();
        assert_eq!(e.kind, ErrorKind::UnterminatedValue { property: "B".into() });
        assert_eq!((e.line, e.column), (2, 4));
        let (r, _) = read("(;C[a\r\nb]\rW[x]X", Mode::Strict);
        let e = r.unwrap_err();
        assert_eq!(e.kind, ErrorKind::MissingValue { property: "X".into() });
        assert_eq!((e.line, e.column), (3, 5));
    }

    #[test]
    fn lenient_repairs_and_warns() {
        let (r, w) = read("junk (AddBlack[aa]b[bb];W[cc] ;\u{3000}B[dd]", Mode::Lenient);
        let t = &r.unwrap()[0];
        assert_eq!(t.root().raw("AB"), Some("aa"));
        assert_eq!(t.root().raw("B"), Some("bb"));
        assert_eq!(t.len(), 3);
        let kinds: Vec<_> = w.iter().map(|e| std::mem::discriminant(&e.kind)).collect();
        assert!(kinds.contains(&std::mem::discriminant(&ErrorKind::MissingSemicolon)));
        assert!(w.iter().any(|e| matches!(e.kind, ErrorKind::LowercaseIdentifier { .. })));
        assert!(w.iter().any(|e| e.kind == ErrorKind::UnexpectedChar('\u{3000}')));
        assert!(w.iter().any(|e| e.kind == ErrorKind::UnexpectedEnd));
    }

    #[test]
    fn strict_rejects_what_lenient_repairs() {
        for bad in ["(B[aa])", "(;AddBlack[aa])", "(;B[aa]", "(;B[aa]\0)", "(;B[aa]B[bb])", "(;C[x]B)", "(;A[](;B[aa]);C[x])", "(;B[aa])x"] {
            assert!(read(bad, Mode::Strict).0.is_err(), "{bad}");
            assert!(read(bad, Mode::Lenient).0.is_ok(), "{bad}");
        }
    }

    #[test]
    fn leading_variation_gets_an_empty_root() {
        let (r, _) = read("((;B[aa]))", Mode::Lenient);
        let t = &r.unwrap()[0];
        assert!(t.root().properties.is_empty());
        assert_eq!(t.len(), 2);
    }

    #[test]
    fn many_properties_in_a_node_stay_linear() {
        // GM[1]: a standard property, without which a record that needed repairs (the
        // duplicates below) would be no game tree at all.
        let mut s = String::from("(;GM[1]");
        for i in 0..20_000u32 {
            let id: String = [b'A' + (i / 676 % 26) as u8, b'A' + (i / 26 % 26) as u8, b'A' + (i % 26) as u8]
                .iter()
                .map(|&b| b as char)
                .collect();
            s.push_str(&id);
            s.push_str("[]");
        }
        s.push(')');
        let (r, _) = read(&s, Mode::Lenient);
        assert_eq!(r.unwrap()[0].root().properties.len(), 17_577);
    }
}
