//! The FF[4] feature tour in tests/data/sgf/ff4_features.sgf (our own file, exercising what the
//! official FF[4] example file exercises): every property kind reads strictly, decodes to the
//! right values, and survives writing and reading again.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

use tengen::sgf::{
    self, Double, GameResult, Judgement, Move, MoveQuality, NodeId, ReadOptions, WinBy, WriteOptions,
};
use tengen::{BoardSize, Color, Vertex};

fn example() -> sgf::Collection {
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sgf/ff4_features.sgf")).unwrap();
    let parsed = sgf::read_bytes(&bytes, &ReadOptions::strict()).unwrap();
    assert!(parsed.warnings.is_empty());
    assert_eq!(parsed.charset, "UTF-8");
    parsed.collection
}

fn v(s: &str) -> Vertex {
    Vertex::from_sgf(s).unwrap()
}

/// The node reached from the root by following children with these indices.
fn walk(tree: &sgf::GameTree, path: &[usize]) -> NodeId {
    path.iter().fold(NodeId::ROOT, |at, &i| tree.children(at)[i])
}

#[test]
fn the_collection_has_three_games() {
    let c = example();
    assert_eq!(c.trees.len(), 3);
    let t = &c.trees[0];
    assert_eq!(t.children(NodeId::ROOT).len(), 4);
    assert_eq!(t.game_info().name.as_deref(), Some("Tour of the FF[4] properties"));
    assert_eq!(t.game_info().application, Some(("tengen:tests".to_string(), "0.1".to_string())));
    assert_eq!(t.root().number("ST").unwrap(), Some(2));
}

#[test]
fn moves_comments_and_annotations() {
    let c = example();
    let t = &c.trees[0];
    let size = t.board_size().unwrap();
    let line = t.main_line();
    assert_eq!(line.len(), 13);
    let first = t.node(line[1]);
    assert_eq!(first.get_move(size).unwrap(), Some(Move::play(Color::Black, v("pd"))));
    assert_eq!(first.name().as_deref(), Some("Moves and comments"));
    let comment = first.comment().unwrap();
    assert!(comment.contains("written as ] and a backslash\nwritten as \\."), "{comment}");
    assert!(comment.contains("after a soft line break"), "{comment}");

    let ann = |i: usize| t.node(line[i]).annotations().unwrap();
    assert_eq!(ann(2).position, Some((Judgement::GoodForWhite, Double::Normal)));
    assert_eq!(ann(3).position, Some((Judgement::GoodForBlack, Double::Emphasized)));
    assert_eq!(ann(4).position, Some((Judgement::Even, Double::Normal)));
    let unclear = ann(5);
    assert_eq!(unclear.position, Some((Judgement::Unclear, Double::Emphasized)));
    assert_eq!(unclear.hotspot, Some(Double::Normal));
    assert_eq!(unclear.value, Some(-3.5));
    assert_eq!(ann(6).move_quality, Some(MoveQuality::Bad(Double::Normal)));
    assert_eq!(ann(7).move_quality, Some(MoveQuality::Good(Double::Emphasized)));
    assert_eq!(ann(8).move_quality, Some(MoveQuality::Doubtful));
    assert_eq!(ann(9).move_quality, Some(MoveQuality::Interesting));
    assert_eq!(t.node(line[9]).number("MN").unwrap(), Some(50));

    // Passes, both ways, and timing.
    let old_pass = t.node(line[10]);
    assert_eq!(old_pass.get_move(size).unwrap(), Some(Move::pass(Color::White)));
    assert_eq!(old_pass.real("BL").unwrap(), Some(1234.5));
    assert_eq!(old_pass.real("WL").unwrap(), Some(987.0));
    assert_eq!(old_pass.number("OB").unwrap(), Some(3));
    assert_eq!(old_pass.number("OW").unwrap(), Some(25));
    assert_eq!(t.node(line[11]).get_move(size).unwrap(), Some(Move::pass(Color::Black)));
    assert!(t.node(line[12]).has("KO"));
}

#[test]
fn setup_with_compressed_lists() {
    let c = example();
    let t = &c.trees[0];
    let size = t.board_size().unwrap();
    let setup = t.node(walk(t, &[1])).setup(size).unwrap();
    assert_eq!(setup.black.len(), 10);
    assert!(setup.black.contains(&v("bb")) && setup.black.contains(&v("ee")));
    assert_eq!(setup.white.len(), 7);
    assert_eq!(setup.to_play, Some(Color::White));
    let cleared = t.node(walk(t, &[1, 0])).setup(size).unwrap();
    assert_eq!(cleared.empty, vec![v("bb"), v("ee")]);
}

#[test]
fn markup() {
    let c = example();
    let t = &c.trees[0];
    let size = t.board_size().unwrap();
    let m = t.node(walk(t, &[2])).markup(size).unwrap();
    assert_eq!(m.circles, vec![v("pd"), v("dp")]);
    assert_eq!(m.squares.len(), 4);
    assert_eq!(m.triangles, vec![v("dd")]);
    assert_eq!(m.crosses.len(), 4);
    assert_eq!(m.selected.len(), 4);
    assert_eq!(
        m.labels,
        vec![
            (v("cc"), "A".to_string()),
            (v("dc"), "long label".to_string()),
            (v("ec"), "colon: inside".to_string()),
            (v("fc"), "closing ] bracket".to_string()),
        ]
    );
    assert_eq!(m.arrows, vec![(v("aa"), v("ss")), (v("ss"), v("aa"))]);
    assert_eq!(m.lines, vec![(v("ab"), v("sb"))]);
    assert_eq!(m.dimmed.as_ref().map(Vec::len), Some(19 * 3));
    assert_eq!(m.black_territory.len(), 9);
    assert_eq!(m.white_territory.len(), 4);
    let undim = t.node(walk(t, &[2, 0])).markup(size).unwrap();
    assert_eq!(undim.dimmed, Some(vec![]));
    assert_eq!(t.node(walk(t, &[2, 0, 0])).points("VW", size).unwrap().len(), 81);
    assert_eq!(t.node(walk(t, &[2, 0, 0, 0])).points("VW", size).unwrap(), vec![]);
}

#[test]
fn figures_private_properties_and_variations() {
    let c = example();
    let t = &c.trees[0];
    let fig = t.node(walk(t, &[3, 0]));
    assert_eq!(fig.raw("FG"), Some("257:Figure 1"));
    let private = t.node(walk(t, &[3, 0, 0]));
    assert_eq!(private.raw_values("XZ"), ["private property", "second value"]);
    let b = walk(t, &[3, 0, 0, 0]);
    assert_eq!(t.children(b).len(), 2);
    let var_b = t.children(b)[1];
    assert_eq!(t.node(var_b).name().as_deref(), Some("Variation B"));
    assert_eq!(t.children(var_b).len(), 2);
    assert_eq!(t.next_sibling(t.children(b)[0]), Some(var_b));
}

#[test]
fn game_information() {
    let c = example();
    let info = c.trees[1].game_info();
    assert_eq!(info.black.as_deref(), Some("Black Player"));
    assert_eq!(info.white_rank.as_deref(), Some("4d"));
    assert_eq!(info.black_team.as_deref(), Some("Team Black"));
    assert_eq!(info.date.as_deref(), Some("2024-05-01,03"));
    assert_eq!(info.round.as_deref(), Some("2 (final)"));
    assert_eq!(info.komi.as_ref().map(|k| k.points), Some(7.5));
    assert_eq!(info.handicap, Some(0));
    assert_eq!(info.time_limit, Some(3600.0));
    assert_eq!(info.overtime.as_deref(), Some("5x30 byo-yomi"));
    assert_eq!(info.parsed_result(), Some(GameResult::Win { winner: Color::White, by: WinBy::Points(2.5) }));
    assert_eq!(info.comment.as_deref(), Some("A game comment spanning\ntwo lines."));
    assert!(info.is_chinese());
    assert_eq!(info.opening.as_deref(), Some("low Chinese"));
}

#[test]
fn rectangular_board() {
    let c = example();
    let t = &c.trees[2];
    let size = t.board_size().unwrap();
    assert_eq!(size, BoardSize::new(13, 9).unwrap());
    let corners: Vec<_> =
        t.main_line()[1..].iter().map(|&id| t.node(id).get_move(size).unwrap().unwrap().vertex.unwrap()).collect();
    assert_eq!(corners, vec![v("mi"), v("ai"), v("ma"), v("aa"), v("ge")]);
}

#[test]
fn writes_and_reads_back_the_same() {
    let c = example();
    for options in [WriteOptions::verbatim(), WriteOptions::default(), WriteOptions::compact()] {
        let text = sgf::write(&c, &options);
        let again = sgf::parse_strict(&text).unwrap();
        // The example is already FF[4] and CA[UTF-8], so marking changes nothing.
        assert_eq!(again, c, "{options:?}");
        // Deterministic, and stable once written.
        assert_eq!(sgf::write(&again, &options), text);
    }
    let wrapped = sgf::write(&c, &WriteOptions::default());
    assert!(wrapped.lines().filter(|l| !l.contains("C[") && !l.contains("GC[")).all(|l| l.chars().count() <= 80));
}

#[test]
fn replays_every_variation() {
    let c = example();
    for t in &c.trees {
        let r = sgf::replay(t, &sgf::ReplayOptions::default()).unwrap();
        assert!(r.problems.is_empty());
        let _ = r.final_game().unwrap();
    }
    let t = &c.trees[0];
    let r = sgf::replay(t, &sgf::ReplayOptions::default()).unwrap();
    // After the setup and AE nodes: the 3x3 block without its centre.
    let after_clear = walk(t, &[1, 0]);
    let pos = r.position(after_clear);
    assert_eq!(pos.board().get(v("aa")), Some(Color::Black));
    assert_eq!(pos.board().get(v("bb")), None);
    assert_eq!(pos.board().get(v("ee")), None);
    assert_eq!(pos.board().get(v("jj")), Some(Color::White));
    assert_eq!(pos.to_move(), Color::White);
    // The main line goes on after two passes.
    let line = t.main_line();
    assert_eq!(r.node(*line.last().unwrap()).move_number, 12);
}
