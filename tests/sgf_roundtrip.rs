//! Property tests: parse → write → parse gives the same trees; text escaping round-trips;
//! point lists compress and expand to the same set; arbitrary input never panics.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use tengen::Vertex;
use tengen::sgf::{self, Collection, GameTree, Mode, Node, NodeId, Property, ReadOptions, WriteOptions, value};

fn tricky_char() -> impl Strategy<Value = char> {
    prop_oneof![
        4 => prop::char::range('a', 'z'),
        2 => prop::char::range('一', '龥'),
        1 => prop::sample::select(vec![']', '[', '\\', ':', '\n', '\r', '\t', ' ', '(', ')', ';', '\u{b}', '\u{3000}']),
        1 => any::<char>(),
    ]
}

fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(tricky_char(), 0..24).prop_map(|v| v.into_iter().collect())
}

fn point() -> impl Strategy<Value = Vertex> {
    (0u8..19, 0u8..19).prop_map(|(x, y)| Vertex::new(x, y))
}

/// One property with a value of its type, as raw values.
fn property() -> impl Strategy<Value = (String, Vec<String>)> {
    let ident = |ids: &'static [&'static str]| prop::sample::select(ids).prop_map(str::to_string);
    prop_oneof![
        (ident(&["C", "N", "GC", "PB", "PW", "EV", "RE", "DT"]), text())
            .prop_map(|(i, t)| (i, vec![value::escape_text(&t)])),
        ("X[A-Z]{0,3}", prop::collection::vec(text(), 1..4))
            .prop_map(|(i, ts)| (i, ts.iter().map(|t| value::escape_text(t)).collect())),
        (ident(&["B", "W"]), prop::option::of(point()), any::<bool>()).prop_map(|(i, p, tt)| {
            let raw = match p {
                Some(v) => v.to_sgf(),
                None if tt => "tt".to_string(),
                None => String::new(),
            };
            (i, vec![raw])
        }),
        (ident(&["AB", "AW", "AE", "TR", "SQ", "CR", "MA", "SL"]), prop::collection::vec((point(), point()), 1..5))
            .prop_map(|(i, pairs)| {
                let values = pairs
                    .iter()
                    .enumerate()
                    .map(|(k, (a, b))| {
                        if k % 2 == 0 {
                            a.to_sgf()
                        } else {
                            let lo = Vertex::new(a.x.min(b.x), a.y.min(b.y));
                            let hi = Vertex::new(a.x.max(b.x), a.y.max(b.y));
                            format!("{}:{}", lo.to_sgf(), hi.to_sgf())
                        }
                    })
                    .collect();
                (i, values)
            }),
        prop::collection::vec((point(), text()), 1..4).prop_map(|ls| {
            ("LB".to_string(), ls.iter().map(|(p, t)| format!("{}:{}", p.to_sgf(), value::escape_compose(t))).collect())
        }),
        (ident(&["MN", "PM", "OB"]), -1000i64..1000).prop_map(|(i, n)| (i, vec![n.to_string()])),
        (ident(&["V", "BL", "WL"]), -10_000i32..10_000).prop_map(|(i, n)| (i, vec![value::format_real(f64::from(n) / 4.0)])),
        (ident(&["DO", "IT", "KO"])).prop_map(|i| (i, vec![String::new()])),
    ]
}

fn node() -> impl Strategy<Value = Node> {
    prop::collection::vec(property(), 0..5).prop_map(|props| {
        let mut node = Node::new();
        for (ident, values) in props {
            if !node.has(&ident) {
                node.properties.push(Property::new(ident, values));
            }
        }
        node
    })
}

fn game_tree() -> impl Strategy<Value = GameTree> {
    prop::collection::vec((node(), any::<prop::sample::Index>()), 1..30).prop_map(|nodes| {
        let mut iter = nodes.into_iter();
        let (root, _) = iter.next().expect("at least one node");
        let mut tree = GameTree::with_root(root);
        for (i, (n, parent)) in iter.enumerate() {
            let ids: Vec<NodeId> = tree.ids().collect();
            let parent = ids[parent.index(i + 1)];
            tree.add_child(parent, n);
        }
        tree
    })
}

fn collection() -> impl Strategy<Value = Collection> {
    prop::collection::vec(game_tree(), 1..4).prop_map(|trees| Collection { trees })
}

/// What reading a text value must give for an escaped string.
fn normalized(s: &str, keep_breaks: bool) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let pair = (chars[i], chars.get(i + 1).copied());
        match pair {
            ('\r', Some('\n')) | ('\n', Some('\r')) => {
                out.push(if keep_breaks { '\n' } else { ' ' });
                i += 2;
                continue;
            }
            ('\r' | '\n', _) => out.push(if keep_breaks { '\n' } else { ' ' }),
            ('\t' | '\u{b}' | '\u{c}', _) => out.push(' '),
            (c, _) => out.push(c),
        }
        i += 1;
    }
    out
}

/// Reads what was written and checks it is the same collection; also in strict mode when the
/// original reads strictly.
fn assert_round_trip(c: &Collection, mode: Mode) {
    let options = ReadOptions { mode, ..ReadOptions::default() };
    for write_options in [WriteOptions::verbatim(), WriteOptions { line_width: Some(20), mark_format: false }] {
        let text = sgf::write(c, &write_options);
        let again = sgf::read_str(&text, &options).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(again.collection == *c, "round trip changed the collection:\n{text}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn parse_write_parse_is_identity(c in collection()) {
        assert_round_trip(&c, Mode::Lenient);
        let text = sgf::write(&c, &WriteOptions::verbatim());
        if let Ok(strict) = sgf::parse_strict(&text) {
            prop_assert!(strict == c);
        }
    }

    #[test]
    fn default_output_is_stable(c in collection()) {
        let once = c.to_sgf();
        let read = sgf::parse(&once).unwrap();
        prop_assert_eq!(read.to_sgf(), once.clone());
        for tree in &read.trees {
            prop_assert_eq!(tree.root().raw("FF"), Some("4"));
            prop_assert_eq!(tree.root().raw("CA"), Some("UTF-8"));
        }
        // Wrapping changes the layout only.
        let compact = sgf::parse(&sgf::write(&c, &WriteOptions::compact())).unwrap();
        prop_assert!(compact == read);
    }

    #[test]
    fn text_escaping_round_trips(s in text()) {
        let raw = value::escape_text(&s);
        prop_assert_eq!(value::unescape_text(&raw), normalized(&s, true));
        prop_assert_eq!(value::unescape_simple_text(&raw), normalized(&s, false));
        let compose = format!("dd:{}", value::escape_compose(&s));
        let (p, rest) = value::split_compose(&compose).unwrap();
        prop_assert_eq!(p, "dd");
        prop_assert_eq!(value::unescape_text(rest), normalized(&s, true));
        // A text property written and read keeps the text.
        let mut node = Node::new();
        node.set_comment(&s);
        let c = Collection::single(GameTree::with_root(node));
        let read = sgf::parse_strict(&sgf::write(&c, &WriteOptions::default())).unwrap();
        prop_assert_eq!(read.trees[0].root().comment(), Some(normalized(&s, true)));
    }

    #[test]
    fn point_lists_compress_and_expand(points in prop::collection::vec(point(), 0..80)) {
        let compressed = value::compress_points(&points);
        let expanded = value::expand_points(&compressed, 19, 19).unwrap();
        let mut expected = points.clone();
        expected.sort_by_key(|v| (v.y, v.x));
        expected.dedup();
        prop_assert_eq!(expanded, expected);
        prop_assert!(compressed.len() <= points.len().max(1));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        for mode in [Mode::Lenient, Mode::Strict] {
            let options = ReadOptions { mode, ..ReadOptions::default() };
            if let Ok(parsed) = sgf::read_bytes(&bytes, &options) {
                assert_round_trip(&parsed.collection, mode);
            }
        }
    }
}

fn sgf_ish() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "(", ")", "(;", ";", "[", "]", "\\", ":", "B", "W", "AB", "C", "SZ", "b", "Add", "[aa]", "[]", "[tt]", "[dd:ee]",
        "[9]", "[19:13]", "[0]", " ", "\n", "\r\n", "\t", "\0", "\u{3000}", "\u{feff}", "中", "é", "x", "1",
    ]);
    prop::collection::vec(pieces, 0..60).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn sgf_like_text_never_panics_and_round_trips(text in sgf_ish()) {
        for mode in [Mode::Lenient, Mode::Strict] {
            let options = ReadOptions { mode, ..ReadOptions::default() };
            if let Ok(parsed) = sgf::read_str(&text, &options) {
                assert_round_trip(&parsed.collection, mode);
                for tree in &parsed.collection.trees {
                    let _ = tree.game_info();
                    if let Ok(size) = tree.board_size() {
                        for id in tree.ids() {
                            let n = tree.node(id);
                            let _ = (n.get_move(size), n.setup(size), n.markup(size), n.annotations());
                        }
                        let _ = sgf::replay(tree, &sgf::ReplayOptions { force: true, ..Default::default() });
                    }
                }
            }
        }
    }
}
