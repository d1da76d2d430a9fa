//! The SGF writer: game trees to `FF[4]` text.
//!
//! Output is deterministic: the same tree always gives the same bytes. Nodes are written in
//! order with `;`, a node with several children writes each child's line in parentheses, and
//! property values are written raw, exactly as they were read (values built in code are made
//! valid first: a stray `]` or trailing `\` is escaped). Identifiers keep only their letters
//! `A`–`Z`; a property left with no identifier is skipped, and one without values is written
//! with one empty value.
//!
//! The writer walks the tree with an explicit stack, so depth does not matter.

use super::tree::{Collection, GameTree, Node, NodeId, Property};
use super::value::sanitize_raw;

/// How to write SGF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WriteOptions {
    /// Keep lines within this many characters where possible, breaking between nodes,
    /// properties and values (never inside a value), and start each variation on a new line.
    /// `None` writes each game tree on one line.
    pub line_width: Option<usize>,
    /// Set `FF[4]` and `CA[UTF-8]` in each root node — the format and character set of the
    /// output — replacing the values read (which are kept in place) or adding them first.
    pub mark_format: bool,
}

impl Default for WriteOptions {
    /// Lines of at most 80 characters, `FF[4]` and `CA[UTF-8]` marked.
    fn default() -> WriteOptions {
        WriteOptions { line_width: Some(80), mark_format: true }
    }
}

impl WriteOptions {
    /// One line per game tree, `FF[4]` and `CA[UTF-8]` marked.
    #[must_use]
    pub fn compact() -> WriteOptions {
        WriteOptions { line_width: None, mark_format: true }
    }

    /// The tree exactly as it is, on one line per game tree: nothing added or changed.
    #[must_use]
    pub fn verbatim() -> WriteOptions {
        WriteOptions { line_width: None, mark_format: false }
    }
}

struct Out {
    s: String,
    /// Characters on the current line.
    col: usize,
    width: Option<usize>,
}

impl Out {
    fn newline(&mut self) {
        if self.width.is_some() && self.col > 0 {
            self.s.push('\n');
            self.col = 0;
        }
    }

    /// Writes a token, first breaking the line if the token would not fit.
    fn token(&mut self, parts: &[&str]) {
        if let Some(w) = self.width {
            let mut first_line = 0;
            'outer: for p in parts {
                for c in p.chars() {
                    if c == '\n' || c == '\r' {
                        break 'outer;
                    }
                    first_line += 1;
                }
            }
            if self.col > 0 && self.col + first_line > w {
                self.newline();
            }
        }
        for p in parts {
            self.s.push_str(p);
            match p.rfind(['\n', '\r']) {
                Some(i) => self.col = p[i + 1..].chars().count(),
                None => self.col += p.chars().count(),
            }
        }
    }
}

/// The identifier as written: its letters `A`–`Z` only.
fn clean_ident(ident: &str) -> std::borrow::Cow<'_, str> {
    if ident.bytes().all(|b| b.is_ascii_uppercase()) {
        std::borrow::Cow::Borrowed(ident)
    } else {
        std::borrow::Cow::Owned(ident.chars().filter(char::is_ascii_uppercase).collect())
    }
}

fn write_node(out: &mut Out, node: &Node) {
    let mut first = true;
    for prop in &node.properties {
        let ident = clean_ident(&prop.ident);
        if ident.is_empty() {
            continue;
        }
        let empty = [String::new()];
        let values = if prop.values.is_empty() { &empty[..] } else { &prop.values[..] };
        for (i, v) in values.iter().enumerate() {
            let v = sanitize_raw(v);
            let semi = if first { ";" } else { "" };
            if i == 0 {
                out.token(&[semi, &ident, "[", &v, "]"]);
            } else {
                out.token(&["[", &v, "]"]);
            }
            first = false;
        }
    }
    if first {
        out.token(&[";"]);
    }
}

/// The root node with `FF[4]` and `CA[UTF-8]` set.
fn marked_root(root: &Node) -> Node {
    let mut node = root.clone();
    for (ident, value, at) in [("FF", "4", 0), ("CA", "UTF-8", 1)] {
        match node.get_mut(ident) {
            Some(p) => p.values = vec![value.to_string()],
            None => {
                let at = at.min(node.properties.len());
                node.properties.insert(at, Property::single(ident, value));
            }
        }
    }
    node
}

enum Step {
    Open,
    Node(NodeId),
    Close,
}

fn write_tree_into(out: &mut Out, tree: &GameTree, options: &WriteOptions) {
    out.token(&["("]);
    let mut stack = vec![Step::Node(NodeId::ROOT)];
    while let Some(step) = stack.pop() {
        match step {
            Step::Open => {
                out.newline();
                out.token(&["("]);
            }
            Step::Close => out.token(&[")"]),
            Step::Node(id) => {
                if id == NodeId::ROOT && options.mark_format {
                    write_node(out, &marked_root(tree.root()));
                } else {
                    write_node(out, tree.node(id));
                }
                if id == NodeId::ROOT {
                    out.newline();
                }
                match tree.children(id) {
                    [] => {}
                    [only] => stack.push(Step::Node(*only)),
                    many => {
                        for &child in many.iter().rev() {
                            stack.push(Step::Close);
                            stack.push(Step::Node(child));
                            stack.push(Step::Open);
                        }
                    }
                }
            }
        }
    }
    out.token(&[")"]);
    out.s.push('\n');
    out.col = 0;
}

/// Writes a collection as SGF text.
#[must_use]
pub fn write(collection: &Collection, options: &WriteOptions) -> String {
    let mut out = Out { s: String::new(), col: 0, width: options.line_width };
    for tree in &collection.trees {
        write_tree_into(&mut out, tree, options);
    }
    out.s
}

/// Writes one game tree as SGF text.
#[must_use]
pub fn write_tree(tree: &GameTree, options: &WriteOptions) -> String {
    let mut out = Out { s: String::new(), col: 0, width: options.line_width };
    write_tree_into(&mut out, tree, options);
    out.s
}

impl Collection {
    /// The collection as SGF text with the default [`WriteOptions`].
    #[must_use]
    pub fn to_sgf(&self) -> String {
        write(self, &WriteOptions::default())
    }
}

impl GameTree {
    /// The game tree as SGF text with the default [`WriteOptions`].
    #[must_use]
    pub fn to_sgf(&self) -> String {
        write_tree(self, &WriteOptions::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(props: &[(&str, &str)]) -> Node {
        Node { properties: props.iter().map(|(i, v)| Property::single(*i, *v)).collect() }
    }

    #[test]
    fn writes_sequences_and_variations() {
        let mut t = GameTree::with_root(node(&[("GM", "1"), ("SZ", "9")]));
        let a = t.add_child(NodeId::ROOT, node(&[("B", "cc")]));
        t.add_child(a, node(&[("W", "gg")]));
        let b = t.add_child(a, node(&[("W", "gc")]));
        t.add_child(b, node(&[("B", "cg")]));
        let s = write_tree(&t, &WriteOptions::verbatim());
        assert_eq!(s, "(;GM[1]SZ[9];B[cc](;W[gg])(;W[gc];B[cg]))\n");
        let s = write_tree(&t, &WriteOptions::default());
        assert_eq!(s, "(;FF[4]CA[UTF-8]GM[1]SZ[9]\n;B[cc]\n(;W[gg])\n(;W[gc];B[cg]))\n");
    }

    #[test]
    fn marks_replace_in_place() {
        let t = GameTree::with_root(node(&[("GM", "1"), ("CA", "GB2312"), ("FF", "3")]));
        assert_eq!(write_tree(&t, &WriteOptions::compact()), "(;GM[1]CA[UTF-8]FF[4])\n");
    }

    #[test]
    fn wraps_long_lines_between_tokens() {
        let mut t = GameTree::new();
        let mut at = NodeId::ROOT;
        for _ in 0..50 {
            at = t.add_child(at, node(&[("B", "aa")]));
        }
        let s = write_tree(&t, &WriteOptions { line_width: Some(20), mark_format: false });
        assert!(s.lines().all(|l| l.chars().count() <= 20), "{s}");
    }

    #[test]
    fn cleans_what_code_built() {
        let t = GameTree::with_root(Node {
            properties: vec![Property::single("Bad1", "a]b\\"), Property::single("12", "x"), Property::new("X", vec![])],
        });
        assert_eq!(write_tree(&t, &WriteOptions::verbatim()), "(;B[a\\]b\\\\]X[])\n");
    }
}
