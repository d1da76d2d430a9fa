//! Fuzzes the SGF reader with arbitrary bytes, in both modes.
//!
//! Beyond "no panic, no hang": whatever reads must write and read back to the same trees,
//! the typed accessors must not panic, and replay (with forcing) must not panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::sgf::{self, Mode, ReadOptions, ReplayOptions, WriteOptions};

fuzz_target!(|data: &[u8]| {
    for mode in [Mode::Lenient, Mode::Strict] {
        let options = ReadOptions { mode, max_nodes: 20_000, max_warnings: 50 };
        let Ok(parsed) = sgf::read_bytes(data, &options) else { continue };
        let collection = &parsed.collection;

        // Round trip, verbatim and wrapped, in the same mode.
        for write_options in [WriteOptions::verbatim(), WriteOptions { line_width: Some(30), mark_format: false }] {
            let text = sgf::write(collection, &write_options);
            let again = sgf::read_str(&text, &options).expect("written SGF reads back");
            assert!(again.collection == *collection, "round trip changed the tree:\n{text}");
        }
        // Default output (FF[4], CA[UTF-8] marked) reads back too.
        let text = collection.to_sgf();
        let again = sgf::read_str(&text, &options).expect("default output reads back");
        assert_eq!(again.collection.trees.len(), collection.trees.len());

        for tree in &collection.trees {
            let _ = tree.game_info();
            let _ = tree.komi();
            let Ok(size) = tree.board_size() else { continue };
            for id in tree.ids() {
                let node = tree.node(id);
                let _ = node.get_move(size);
                let _ = node.setup(size);
                let _ = node.markup(size);
                let _ = node.annotations();
                let _ = node.comment();
                let _ = node.name();
            }
            // Replay is the slow part: small trees only, so that the run reaches millions of
            // executions.
            if tree.len() <= 64 {
                if let Ok(r) = sgf::replay(tree, &ReplayOptions { force: true, ..ReplayOptions::default() }) {
                    let last = *tree.main_line().last().expect("a tree has a root");
                    let _ = r.position(last);
                    let _ = r.game_at(last);
                }
            }
        }
    }
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = sgf::parse(text);
        let _ = sgf::parse_strict(text);
    }
});
