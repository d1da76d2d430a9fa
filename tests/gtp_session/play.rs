//! Playing and reading the game: `genmove`, `showboard`, scoring, SGF records, and the
//! `tengen-gtp` binary over standard input and output.

use super::{check, session};

use std::io::Write;
use std::process::{Command, Stdio};

use tengen::gtp::Engine;

#[test]
fn genmove_plays_legal_moves_and_is_reproducible() {
    let run = |seed| {
        let mut engine = Engine::with_seed(seed);
        engine.handle_line("boardsize 7");
        let mut moves = Vec::new();
        for i in 0..60 {
            let color = if i % 2 == 0 { "black" } else { "white" };
            let r = engine.handle_line(&format!("genmove {color}")).unwrap();
            assert!(r.is_success());
            moves.push(r.text().to_string());
        }
        (moves, engine.game().moves().len())
    };
    let (a, played) = run(1);
    assert_eq!(played, 60, "every genmove is played");
    assert_eq!(a, run(1).0, "same seed, same moves");
    assert_ne!(a, run(2).0);
    let mut engine = Engine::new();
    check(&mut engine, "> genmove purple\n? invalid color\n> genmove\n? syntax error\n");
}

#[test]
fn genmove_passes_when_only_eyes_are_left() {
    // Black owns the whole 3×3 board but for two single-point eyes: filling one would be
    // suicidal nonsense, so Black passes; White has no legal move at all.
    let mut engine = session(
        "
> boardsize 3
=
> play b a1
=
> play b b1
=
> play b b2
=
> play b c2
=
> play b a3
=
> play b b3
=
> play b c3
=
",
    );
    check(&mut engine, "> genmove b\n= pass\n> genmove w\n= pass\n");
}

#[test]
fn showboard_draws_the_board() {
    session(
        "
> boardsize 5
=
> play b c3
=
> play w d4
=
> showboard
=
   A B C D E
 5 . . . . . 5
 4 . . . O . 4
 3 . . X . . 3
 2 . . . . . 2
 1 . . . . . 1
   A B C D E
Black (X) has captured 0 stones, White (O) has captured 0 stones; Black to move; rules chinese, komi 7.5
",
    );
}

#[test]
fn final_score_and_status_of_a_finished_game() {
    // 5×5: Black owns the left, White the right; a dead white stone sits in Black's area.
    let mut engine = session(
        "
> boardsize 5
=
> komi 0.5
=
> play b b5
=
> play b b4
=
> play b b3
=
> play b b2
=
> play b b1
=
> play w c5
=
> play w c4
=
> play w c3
=
> play w c2
=
> play w c1
=
> play w a3
=
",
    );
    check(
        &mut engine,
        "
> final_status_list dead
= A3
> final_status_list alive
= B5 C5 B4 C4 B3 C3 B2 C2 B1 C1
> final_status_list seki
=
> final_status_list sleeping
? syntax error
",
    );
    // Area: Black 10 (B column + A column), White 15; White wins by 5.5 with komi 0.5.
    check(&mut engine, "> final_score\n= W+5.5\n");
}

#[test]
fn printsgf_and_loadsgf_round_trip() {
    let dir = std::env::temp_dir().join(format!("tengen-gtp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.sgf");
    let file = file.to_str().unwrap();
    let mut engine = session(
        "
> boardsize 9
=
> komi 5.5
=
> fixed_handicap 2
= G7 C3
> play w e5
=
> play b pass
=
> play w c7
=
",
    );
    let sgf = engine.handle_line("printsgf").unwrap();
    assert!(sgf.is_success());
    let text = sgf.text();
    for part in ["GM[1]", "SZ[9]", "KM[5.5]", "HA[2]", "AB[", "W[ee]", "B[]", "W[cc]", "RU[chinese]"] {
        assert!(text.contains(part), "{part} in {text}");
    }
    check(&mut engine, &format!("> printsgf {file}\n=\n"));
    let mut other = Engine::new();
    check(&mut other, &format!("> loadsgf {file}\n=\n> list_stones black\n= G7 C3\n> list_stones white\n= C7 E5\n"));
    assert_eq!(other.game().handicap(), 2);
    assert_eq!(other.game().rules().komi, 5.5);
    assert_eq!(other.game().moves().len(), 3);
    // Up to (not including) move 2: only White's first move.
    check(&mut other, &format!("> loadsgf {file} 2\n=\n> list_stones white\n= E5\n> undo\n=\n> undo\n? cannot undo\n"));
    check(&mut other, "> loadsgf /no/such/file.sgf\n? cannot load file\n> loadsgf\n? syntax error\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_binary_speaks_gtp_on_stdin_and_stdout() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tengen-gtp"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("tengen-gtp starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"1 name\n# comment\n\nboardsize 9\nplay b e5\n2 play w e5\nlist_stones black\nquit\nname\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "=1 tengen\n\n= \n\n= \n\n?2 illegal move\n\n= E5\n\n= \n\n");
}
