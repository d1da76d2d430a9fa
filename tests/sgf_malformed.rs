//! Malformed and hostile SGF: typed errors with line and column, never a panic, a hang, a
//! stack overflow or unbounded memory.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

use tengen::sgf::{self, ErrorKind, Mode, ReadOptions, SgfError, WriteOptions};

fn both_modes(text: &str) -> [Result<sgf::Parsed, SgfError>; 2] {
    [sgf::read_str(text, &ReadOptions::lenient()), sgf::read_str(text, &ReadOptions::strict())]
}

#[test]
fn hundred_thousand_nested_variations() {
    const DEPTH: usize = 100_000;
    let mut text = String::from("(;FF[4]");
    for _ in 0..DEPTH {
        text.push_str("(;C[x]");
    }
    text.push_str(&")".repeat(DEPTH + 1));
    for result in both_modes(&text) {
        let parsed = result.unwrap();
        let tree = &parsed.collection.trees[0];
        assert_eq!(tree.len(), DEPTH + 1);
        assert_eq!(tree.main_line().len(), DEPTH + 1);
        // Written as one long sequence, read back the same, dropped without recursion.
        let written = sgf::write(&parsed.collection, &WriteOptions::verbatim());
        assert_eq!(sgf::parse_strict(&written).unwrap(), parsed.collection);
    }
}

#[test]
fn hundred_thousand_levels_of_branching() {
    // Every level has a leaf and a deeper variation, so the written form nests 100,000 deep.
    const DEPTH: usize = 100_000;
    let mut text = String::from("(;GM[1]");
    for _ in 0..DEPTH {
        text.push_str("(;C[leaf])(;C[deeper]");
    }
    text.push_str(&")".repeat(DEPTH));
    text.push(')');
    let collection = sgf::parse_strict(&text).unwrap();
    let tree = &collection.trees[0];
    assert_eq!(tree.len(), 2 * DEPTH + 1);
    assert_eq!(tree.leaves().len(), DEPTH + 1);
    let written = sgf::write(&collection, &WriteOptions::verbatim());
    assert!(written.starts_with("(;GM[1](;C[leaf])(;C[deeper](;C[leaf])"));
    let again = sgf::parse_strict(&written).unwrap();
    assert!(again == collection);
    let clone = again.clone();
    drop(again);
    drop(collection);
    // Drop on a thread with a small stack: a recursive drop would overflow it.
    std::thread::Builder::new().stack_size(64 * 1024).spawn(move || drop(clone)).unwrap().join().unwrap();
}

#[test]
fn fifty_megabyte_comment() {
    let body = "围棋 go ".repeat(50 * 1024 * 1024 / 10 + 1);
    let text = format!("(;GM[1]C[{body}\\]];B[dd])");
    assert!(text.len() >= 50 * 1024 * 1024);
    let c = sgf::parse_strict(&text).unwrap();
    let comment = c.trees[0].root().comment().unwrap();
    assert_eq!(comment.len(), body.len() + 1);
    assert!(comment.ends_with(']'));
    // An error about a huge value quotes only a bounded piece of it.
    let e = sgf::parse_strict(&format!("(;KM[{body}])")).unwrap_err();
    assert!(e.to_string().len() < 300, "{}", e.to_string().len());
    let e = sgf::parse("(;C[unterminated".repeat(2).as_str()).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::UnterminatedValue { .. }));
}

#[test]
fn board_sizes_out_of_range() {
    for (text, col) in [("(;SZ[0])", 3), ("(;GM[1]\nSZ[1000])", 1), ("(;SZ[19:0])", 3), ("(;SZ[-5])", 3), ("(;SZ[x])", 3)] {
        for result in both_modes(text) {
            let e = result.unwrap_err();
            assert!(matches!(e.kind, ErrorKind::BadBoardSize { .. }), "{text}: {e}");
            assert_eq!(e.column, col, "{text}");
        }
    }
    let e = sgf::parse_strict("(;GM[1]\nSZ[1000])").unwrap_err();
    assert_eq!((e.line, e.column), (2, 1));
    assert_eq!(e.to_string(), "line 2, column 1: SZ[1000] is not a board size (each side must be from 1 to 52)");
    // Sizes SGF allows but the engine does not: the record reads, the engine size is an error.
    for text in ["(;SZ[1])", "(;SZ[30])", "(;SZ[52:2])"] {
        let c = sgf::parse_strict(text).unwrap();
        let e = c.trees[0].board_size().unwrap_err();
        assert!(matches!(e.kind, ErrorKind::UnsupportedBoardSize { .. }), "{text}");
    }
}

#[test]
fn points_off_the_board() {
    for (text, line, col) in [
        ("(;SZ[9];B[jj])", 1, 9),
        ("(;SZ[9]\n;W[ja])", 2, 2),
        ("(;AB[aa:zz])", 1, 3),
        ("(;SZ[13:9]AW[mi][mj])", 1, 11),
        ("(;SZ[9]LB[zz:A])", 1, 8),
        ("(;SZ[9]AR[aa:zz])", 1, 8),
        ("(;SZ[9]TR[a1])", 1, 8),
    ] {
        for result in both_modes(text) {
            let e = result.unwrap_err();
            assert!(matches!(e.kind, ErrorKind::OffBoard { .. } | ErrorKind::BadValue { .. }), "{text}: {e}");
            assert_eq!((e.line, e.column), (line, col), "{text}");
        }
    }
    // tt is a pass on boards up to 19×19, a point beyond.
    assert!(sgf::parse_strict("(;SZ[19];B[tt])").is_ok());
    assert!(sgf::parse_strict("(;SZ[9];B[tt])").is_ok());
    assert!(sgf::parse_strict("(;SZ[21];B[tt])").is_ok());
    assert!(sgf::parse_strict("(;SZ[20];B[uu])").is_err());
}

#[test]
fn occupied_point_in_the_record() {
    let c = sgf::parse_strict("(;SZ[9];B[ee];W[cc]\n;B[ee])").unwrap();
    let e = sgf::replay(&c.trees[0], &sgf::ReplayOptions::default()).unwrap_err();
    match &e.kind {
        ErrorKind::IllegalMove { move_number, code, .. } => {
            assert_eq!(*move_number, 3);
            assert_eq!(*code, "occupied");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!((e.line, e.column), (2, 2));
    assert_eq!(e.to_string(), "line 2, column 2: move 3 (black E5) is illegal: there is already a stone on this point");
}

#[test]
fn syntax_errors_have_places() {
    type Case = (&'static str, fn(&ErrorKind) -> bool, u32, u32);
    let cases: &[Case] = &[
        ("", |k| *k == ErrorKind::NoGameTree, 1, 1),
        ("no sgf here", |k| *k == ErrorKind::NoGameTree, 1, 1),
        ("(;B[aa]", |k| *k == ErrorKind::UnexpectedEnd, 1, 8),
        ("(;C[abc\n", |k| matches!(k, ErrorKind::UnterminatedValue { .. }), 1, 4),
        ("(;B[aa]\n  AddWhite[bb])", |k| matches!(k, ErrorKind::LowercaseIdentifier { .. }), 2, 3),
        ("(B[aa])", |k| *k == ErrorKind::MissingSemicolon, 1, 2),
        ("(;B[aa]  W)", |k| matches!(k, ErrorKind::MissingValue { .. }), 1, 10),
        ("(;B[aa]()", |k| *k == ErrorKind::EmptyGameTree, 1, 9),
        ("(;C[a](;B[aa]);W[bb])", |k| *k == ErrorKind::NodeAfterVariation, 1, 15),
        ("(;C[a])\nx", |k| *k == ErrorKind::TrailingText, 2, 1),
        ("(;C[a]C[b])", |k| matches!(k, ErrorKind::DuplicateProperty { .. }), 1, 7),
        ("(;B[aa]\u{3000}W[bb])", |k| *k == ErrorKind::UnexpectedChar('\u{3000}'), 1, 8),
        ("(;B[aa]\0)", |k| *k == ErrorKind::UnexpectedChar('\0'), 1, 8),
        ("(;KM[seven])", |k| matches!(k, ErrorKind::BadValue { .. }), 1, 3),
        ("(;GM[2])", |k| matches!(k, ErrorKind::NotGo { .. }), 1, 3),
        ("(;FF[9])", |k| matches!(k, ErrorKind::UnsupportedFormat { .. }), 1, 3),
        ("(;B[aa];SZ[9])", |k| matches!(k, ErrorKind::RootPropertyNotInRoot { .. }), 1, 9),
        ("(;B[aa]W[bb])", |k| *k == ErrorKind::TwoMoves, 1, 3),
        ("(;B[aa]AW[bb])", |k| *k == ErrorKind::MoveAndSetup, 1, 8),
        ("(;HA[2][3])", |k| matches!(k, ErrorKind::ValueCount { .. }), 1, 3),
        ("(;AB[cc:aa])", |k| matches!(k, ErrorKind::BadValue { .. }), 1, 3),
    ];
    for (text, is, line, col) in cases {
        let e = sgf::parse_strict(text).unwrap_err();
        assert!(is(&e.kind), "{text:?}: {e:?}");
        assert_eq!((e.line, e.column), (*line, *col), "{text:?}: {e}");
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn lenient_mode_reads_common_damage_with_warnings() {
    let text = "Downloaded game\n(GaMe[1]SZ[9]\n;b[ee];W[cc]\n ;\u{a0}B[gc]C[one]C[two](;W[cg])(;W[gg]))";
    let parsed = sgf::read_str(text, &ReadOptions::lenient()).unwrap();
    let tree = &parsed.collection.trees[0];
    assert_eq!(tree.root().raw("GM"), Some("1"));
    let line = tree.main_line();
    assert_eq!(line.len(), 5);
    assert_eq!(tree.node(line[1]).raw("B"), Some("ee"));
    assert_eq!(tree.node(line[3]).raw_values("C"), ["one", "two"]);
    assert_eq!(tree.children(line[3]).len(), 2);
    assert!(parsed.warnings.len() >= 4, "{:?}", parsed.warnings);
    assert!(parsed.warnings.iter().all(|w| w.line > 0 && w.column > 0));
    assert!(sgf::parse_strict(text).is_err());
}

#[test]
fn hostile_shapes_finish() {
    let n = 200_000;
    let inputs = [
        "(".repeat(n),
        ")".repeat(n),
        "[".repeat(n),
        "]".repeat(n),
        "\\".repeat(n),
        ";".repeat(n),
        format!("(;{}", ";".repeat(n)),
        format!("(;{})", "B".repeat(n)),
        format!("(;{})", "[]".repeat(n)),
        "(;)x".repeat(n / 4),
        "(a[])x".repeat(n / 6),
        format!("(;{}", "(;)".repeat(n / 3)),
        "\0".repeat(n),
        "\u{feff}".repeat(n),
        format!("(;{})", "\u{3000}".repeat(n)),
    ];
    for text in &inputs {
        for mode in [Mode::Lenient, Mode::Strict] {
            let options = ReadOptions { mode, ..ReadOptions::default() };
            if let Ok(parsed) = sgf::read_str(text, &options) {
                assert!(parsed.warnings.len() <= options.max_warnings);
                let written = sgf::write(&parsed.collection, &WriteOptions::verbatim());
                assert_eq!(sgf::read_str(&written, &options).unwrap().collection, parsed.collection);
            }
        }
    }
}

#[test]
fn node_limit() {
    let text = format!("(;{})", ";".repeat(20));
    let options = ReadOptions { max_nodes: 10, ..ReadOptions::strict() };
    let e = sgf::read_str(&text, &options).unwrap_err();
    assert_eq!(e.kind, ErrorKind::TooManyNodes { limit: 10 });
    assert!(sgf::read_str(&text, &ReadOptions::strict()).is_ok());
}

#[test]
fn warnings_are_capped() {
    let text = format!("(;B[aa]{})", "\u{1}x".repeat(5_000));
    let parsed = sgf::read_str(&text, &ReadOptions { max_warnings: 10, ..ReadOptions::lenient() }).unwrap();
    assert_eq!(parsed.warnings.len(), 10);
    assert!(parsed.warnings_dropped > 0);
}

#[test]
fn text_that_is_no_game_tree_is_an_error_in_both_modes() {
    // Each of these was read leniently as an empty game (issue 16, item 2).
    for text in [
        "hello (world",
        "see the record (attached)",
        "see the record (attached [1])",
        "hello (;world)",
        "(world) (peace)",
        "((()))",
        "(\n\n)",
    ] {
        // Lenient reading says there is no game; strict reading may stop at an earlier error.
        let [lenient, strict] = both_modes(text);
        match lenient {
            Err(e) => assert_eq!(e.kind, ErrorKind::NoGameTree, "{text:?}"),
            Ok(p) => panic!("{text:?} was read as a game: {:?}", p.collection),
        }
        assert!(strict.is_err(), "{text:?}");
    }
    // What stays: empty records written as such, a forgotten ";", text around a record.
    for text in ["(;)", "(;;)", "(B[aa])", "see (;GM[1]SZ[9];B[ee]) for the game", "((;B[aa]))"] {
        assert!(sgf::parse(text).is_ok(), "{text:?}");
    }
}
