//! Protocol basics: administration, preprocessing, board size, coordinates, legality
//! (ko and superko), captures, undo and play after two passes.

use super::{check, session};

use tengen::gtp::{COMMANDS, Engine};

#[test]
fn administrative_commands_and_ids() {
    session(
        "
> protocol_version
= 2
> 1 name
=1 tengen
> 2 known_command play
=2 true
> known_command resign
= false
> known_command kgs-rules
= true
> 42 frobnicate
?42 unknown command
> 7
?7 unknown command
",
    );
    let mut engine = Engine::new();
    let list = engine.handle_line("list_commands").unwrap();
    let names: Vec<&str> = list.text().lines().collect();
    assert_eq!(names, COMMANDS);
    for required in [
        "protocol_version", "name", "version", "known_command", "list_commands", "quit", "boardsize", "clear_board",
        "komi", "play", "genmove", "undo", "showboard", "final_score", "final_status_list", "loadsgf",
        "fixed_handicap", "place_free_handicap", "set_free_handicap", "time_settings", "time_left", "is_legal",
        "list_stones", "countlib", "findlib", "captures", "printsgf", "kgs-rules",
    ] {
        assert!(names.contains(&required), "{required} is listed");
    }
    let version = engine.handle_line("version").unwrap();
    assert_eq!(version.text(), env!("CARGO_PKG_VERSION"));
}

#[test]
fn preprocessing_comments_blank_lines_controls_and_tabs() {
    session(
        "
> # a comment line gets no response
>
>    \t
> 5 name   # trailing comment
=5 tengen
> boardsize\t9
=
> play\tblack\te5
=
> pl\u{7}ay w\r d4
=
> list_stones black
= E5
> list_stones white
= D4
",
    );
}

#[test]
fn quit_stops_the_engine() {
    let mut engine = Engine::new();
    assert!(!engine.quit_requested());
    check(&mut engine, "> 9 quit\n=9\n");
    assert!(engine.quit_requested());
}

#[test]
fn board_size_and_clearing() {
    session(
        "
> boardsize 1
? unacceptable size
> boardsize 26
? unacceptable size
> boardsize nine
? syntax error
> boardsize
? syntax error
> boardsize 25
=
> play b Z25
=
> boardsize 5
=
> list_stones black
=
> play b e5
=
> clear_board
=
> list_stones black
=
",
    );
}

#[test]
fn coordinates_colours_and_passes() {
    session(
        "
> boardsize 9
=
> play B e5
=
> play WHITE C3
=
> play white PaSs
=
> play b j9
=
> play b I5
? invalid coordinate
> play b K5
? invalid coordinate
> play b A10
? invalid coordinate
> play b A0
? invalid coordinate
> play b 55
? invalid coordinate
> play red e4
? invalid color
> play b
? syntax error
> play
? syntax error
> is_legal b pass
= 1
> list_stones b
= J9 E5
> list_stones WHITE
= C3
",
    );
}

#[test]
fn illegal_moves_occupied_suicide_ko_and_superko() {
    // A ko on a 5×5 board, before Black takes at C4:
    //   5 . X O . .
    //   4 X O . O .
    //   3 . X O . .
    // Black C4 captures B4; White may not retake at once, A5 is suicide for White, and after a
    // threat and its answer White retakes.
    session(
        "
> boardsize 5
=
> play b b5
=
> play w c5
=
> play b a4
=
> play w b4
=
> play b b3
=
> play w d4
=
> play b e1
=
> play w c3
=
> play b c4
=
> list_stones white
= C5 D4 C3
> captures black
= 1
> is_legal w b4
= 0
> play w b4
? illegal move
> play w c4
? illegal move
> play w a5
? illegal move
> play w e2
=
> play b e3
=
> play w b4
=
> captures white
= 1
",
    );
}

#[test]
fn superko_depends_on_the_rules() {
    // Sending two, returning one is too long for a transcript; a single-stone suicide shows
    // the axes instead: it is forbidden under the Chinese rules (no suicide), allowed under New
    // Zealand rules (situational superko: the same board with the other player to move is new),
    // and forbidden under Tromp–Taylor (positional superko: the board repeats).
    let setup = "
> boardsize 3
=
> play w a2
=
> play w b1
=
";
    let mut chinese = session(setup);
    check(&mut chinese, "> is_legal b a1\n= 0\n> play b a1\n? illegal move\n");
    let mut nz = session("> kgs-rules new_zealand\n=\n");
    check(&mut nz, setup);
    check(&mut nz, "> play b a1\n=\n> list_stones black\n=\n> captures white\n= 1\n");
    let mut tt = session("> kgs-rules tromp-taylor\n=\n");
    check(&mut tt, setup);
    check(&mut tt, "> is_legal b a1\n= 0\n");
}

#[test]
fn captures_liberties_and_strings() {
    session(
        "
> boardsize 9
=
> play b e5
=
> play b e6
=
> play w d5
=
> countlib e5
= 5
> findlib e6
= E7 D6 F6 F5 E4
> countlib e6
= 5
> findlib d5
= D6 C5 D4
> countlib a1
? vertex must not be empty
> findlib a1
? vertex must not be empty
> countlib z1
? invalid coordinate
> captures black
= 0
> captures purple
? invalid color
",
    );
}

#[test]
fn capture_in_the_corner() {
    session(
        "
> boardsize 5
=
> play w a1
=
> play b a2
=
> play b b1
=
> list_stones white
=
> captures black
= 1
",
    );
}

#[test]
fn undo_takes_back_moves_and_passes() {
    session(
        "
> boardsize 9
=
> undo
? cannot undo
> play b c3
=
> play w pass
=
> undo
=
> undo
=
> list_stones black
=
> undo
? cannot undo
",
    );
}

#[test]
fn play_goes_on_after_two_passes() {
    session(
        "
> boardsize 9
=
> play b pass
=
> play w pass
=
> play b c3
=
> is_legal w c3
= 0
> play w d4
=
",
    );
}
