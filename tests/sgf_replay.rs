//! Replaying records through the engine: setup, moves, captures, variations, illegal moves
//! reported or forced.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

use tengen::sgf::{self, ErrorKind, NodeId, ReplayOptions};
use tengen::{Color, IllegalMove, RuleSet, Vertex};

fn tree(text: &str) -> sgf::GameTree {
    sgf::parse_strict(text).unwrap().trees.remove(0)
}

fn v(s: &str) -> Vertex {
    Vertex::from_sgf(s).unwrap()
}

fn forced() -> ReplayOptions {
    ReplayOptions { force: true, ..ReplayOptions::default() }
}

#[test]
fn captures_positions_and_comments_along_the_main_line() {
    // Black captures the white stone on ba.
    let t = tree("(;SZ[5];B[aa];W[ba];B[bb]C[atari];W[dd];B[ca]C[captured])");
    let r = sgf::replay(&t, &ReplayOptions::default()).unwrap();
    let line = r.main_line();
    let last = *line.last().unwrap();
    assert_eq!(r.node(last).captured, vec![v("ba")]);
    assert_eq!(r.captures(last, Color::Black), 1);
    assert_eq!(r.captures(last, Color::White), 0);
    assert_eq!(r.node(last).move_number, 5);
    assert_eq!(r.comment(last).as_deref(), Some("captured"));
    let pos = r.position(last);
    assert_eq!(pos.board().get(v("ba")), None);
    assert_eq!(pos.board().get(v("ca")), Some(Color::Black));
    assert_eq!(pos.to_move(), Color::White);
    // Before the capture the stone is there.
    let before = r.position(line[4]);
    assert_eq!(before.board().get(v("ba")), Some(Color::White));
    // The engine game at the end has the moves as history and plays on.
    let mut game = r.final_game().unwrap();
    assert_eq!(game.moves().len(), 5);
    assert_eq!(game.captures(Color::Black), 1);
    assert!(game.play(v("ee")).is_ok());
}

#[test]
fn variations_have_their_own_positions() {
    let t = tree("(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc]C[second])(;W[cg]))");
    let r = sgf::replay(&t, &ReplayOptions::default()).unwrap();
    let b = r.children(NodeId::ROOT)[0];
    let [first, second, third] = r.children(b) else { panic!() };
    assert_eq!(r.next_variation(*first), Some(*second));
    assert_eq!(r.previous_variation(*third), Some(*second));
    assert_eq!(r.next_variation(*third), None);
    assert_eq!(r.comment(*second).as_deref(), Some("second"));
    assert_eq!(r.position(*second).board().get(v("gc")), Some(Color::White));
    assert_eq!(r.position(*second).board().get(v("cc")), None);
    assert_eq!(r.position(*third).board().get(v("cg")), Some(Color::White));
    let deeper = r.children(*first)[0];
    assert_eq!(r.node(deeper).move_number, 3);
    assert_eq!(r.game_at(*third).unwrap().moves().len(), 2);
}

#[test]
fn occupied_point_reported_and_forced() {
    let text = "(;SZ[9];B[ee];W[ee];B[cc])";
    let e = sgf::replay(&tree(text), &ReplayOptions::default()).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::IllegalMove { move_number: 2, color: Color::White, code: "occupied", .. }), "{e}");
    let t = tree(text);
    let r = sgf::replay(&t, &forced()).unwrap();
    assert_eq!(r.problems.len(), 1);
    let second = r.main_line()[2];
    assert_eq!(r.node(second).forced, Some(IllegalMove::Occupied(v("ee"))));
    // The stone replaces the one that was there, and play goes on.
    let end = *r.main_line().last().unwrap();
    let pos = r.position(end);
    assert_eq!(pos.board().get(v("ee")), Some(Color::White));
    assert_eq!(pos.board().get(v("cc")), Some(Color::Black));
    assert_eq!(r.game_at(end).unwrap().board().get(v("ee")), Some(Color::White));
}

#[test]
fn suicide_reported_and_forced() {
    // White plays into Black's eye at aa: suicide, forbidden under Chinese rules.
    let text = "(;SZ[5]AB[ba][ab][bb];W[aa];B[ee])";
    let e = sgf::replay(&tree(text), &ReplayOptions::default()).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::IllegalMove { move_number: 1, code: "suicide", .. }), "{e}");
    assert!(e.to_string().contains("move 1 (white A5) is illegal"), "{e}");
    let t = tree(text);
    let r = sgf::replay(&t, &forced()).unwrap();
    let w = r.main_line()[1];
    assert_eq!(r.node(w).suicided, vec![v("aa")]);
    assert_eq!(r.captures(w, Color::Black), 1);
    assert_eq!(r.position(w).board().get(v("aa")), None);
    // Under rules that allow suicide a two-stone suicide is legal (a one-stone suicide would
    // repeat the position, which superko forbids).
    let nz = ReplayOptions { rules: Some(RuleSet::NewZealand.rules()), force: false };
    let t = tree("(;SZ[5]AB[ca][bb][ab]AW[ba];W[aa];B[ee])");
    let r = sgf::replay(&t, &nz).unwrap();
    assert!(r.problems.is_empty());
    assert_eq!(r.node(r.main_line()[1]).suicided, vec![v("aa"), v("ba")]);
    assert!(matches!(
        sgf::replay(&t, &ReplayOptions::default()).unwrap_err().kind,
        ErrorKind::IllegalMove { code: "suicide", .. }
    ));
}

#[test]
fn ko_reported_and_forced() {
    // A classic ko:
    //   . X O .      row a: ba=X, ca=O
    //   X O . O      row b: ab=X, bb=O, db=O
    //   . X O .      row c: bc=X, cc=O
    // Black plays cb capturing bb; White retaking bb at once is ko.
    let text = "(;SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb];B[ee])";
    let e = sgf::replay(&tree(text), &ReplayOptions::default()).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::IllegalMove { move_number: 2, code: "ko", .. }), "{e}");
    let t = tree(text);
    let r = sgf::replay(&t, &forced()).unwrap();
    let retake = r.main_line()[2];
    assert_eq!(r.node(retake).forced, Some(IllegalMove::Ko(v("bb"))));
    assert_eq!(r.node(retake).captured, vec![v("cb")]);
    assert_eq!(r.captures(retake, Color::White), 1);
    assert_eq!(r.captures(retake, Color::Black), 1);
}

#[test]
fn handicap_setup_komi_and_rules() {
    let t = tree("(;SZ[19]HA[2]AB[dp][pd]RU[Japanese]KM[0.5];W[dd];B[pp])");
    let r = sgf::replay(&t, &ReplayOptions::default()).unwrap();
    assert_eq!(r.rules().komi, 0.5);
    assert_eq!(r.rules().scoring, RuleSet::Japanese.rules().scoring);
    assert_eq!(r.node(NodeId::ROOT).to_move, Color::White);
    let game = r.final_game().unwrap();
    assert_eq!(game.handicap(), 2);
    assert_eq!(game.moves().len(), 2);

    let t = tree("(;SZ[19]RU[Chinese]KM[375];B[pd])");
    let r = sgf::replay(&t, &ReplayOptions::default()).unwrap();
    assert_eq!(r.rules().komi, 7.5);

    // An unreadable komi (read leniently) leaves the rules' komi, with a note.
    let t = sgf::parse("(;RU[Japanese]KM[lots];B[pd])").unwrap().trees.remove(0);
    let r = sgf::replay(&t, &ReplayOptions::default()).unwrap();
    assert_eq!(r.rules().komi, 6.5);
    assert_eq!(r.problems.len(), 1);
}

#[test]
fn play_goes_on_after_two_passes() {
    let t = tree("(;SZ[9];B[ee];W[];B[tt];W[cc])");
    let r = sgf::replay(&t, &ReplayOptions::default()).unwrap();
    let end = *r.main_line().last().unwrap();
    assert_eq!(r.node(end).move_number, 4);
    assert_eq!(r.position(end).board().get(v("cc")), Some(Color::White));
}

#[test]
fn setup_in_later_nodes_and_player_to_move() {
    let t = tree("(;SZ[9];B[ee];AE[ee]AW[cc]PL[W];W[gg])");
    let r = sgf::replay(&t, &ReplayOptions::default()).unwrap();
    let line = r.main_line();
    assert_eq!(r.node(line[2]).to_move, Color::White);
    let pos = r.position(line[3]);
    assert_eq!(pos.board().get(v("ee")), None);
    assert_eq!(pos.board().get(v("cc")), Some(Color::White));
    assert_eq!(pos.board().get(v("gg")), Some(Color::White));
}

#[test]
fn setup_without_liberties_is_an_error() {
    let t = tree("(;SZ[5]AB[ba][ab]AW[aa])");
    let e = sgf::replay(&t, &forced()).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::BadSetup { .. }), "{e}");
}

#[test]
fn unsupported_board_size() {
    let t = tree("(;SZ[30];B[aa])");
    let e = sgf::replay(&t, &ReplayOptions::default()).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::UnsupportedBoardSize { width: 30, height: 30 }));
}

#[test]
fn deep_and_wide_trees_replay() {
    // 3,000 levels, each with a one-move side variation: the walk keeps few game copies.
    let mut text = String::from("(;SZ[19]");
    let mut points = Vec::new();
    for y in 0..19u8 {
        for x in 0..19u8 {
            points.push(Vertex::new(x, y).to_sgf());
        }
    }
    // Alternate passes and moves so that no capture or repetition interferes.
    let depth = 3_000;
    for i in 0..depth {
        let color = if i % 2 == 0 { "B" } else { "W" };
        let mv = points.get(i).filter(|_| i < 300).cloned().unwrap_or_default();
        text.push_str(&format!("(;{color}[])(;{color}[{mv}]"));
    }
    text.push_str(&")".repeat(depth));
    text.push(')');
    let t = tree(&text);
    let r = sgf::replay(&t, &ReplayOptions::default()).unwrap();
    let end = *r.main_line().last().unwrap();
    assert_eq!(r.node(end).move_number, 1);
    let deepest = *t.leaves().last().unwrap();
    assert_eq!(r.node(deepest).move_number as usize, depth);
}
