//! Rules and setup: eternal life under simple ko and superko, handicap stones, `kgs-rules`.

use super::{check, session};

/// The eternal-life (长生) position of `tests/rules.rs`, set up with `play` on a 7×7 board:
///
/// ```text
///    A B C D E F G
///  7 . X . O X . X
///  6 O O X X X X X
///  5 . O O O O O O
///  4 O O . . . . .
/// ```
const ETERNAL_LIFE_SETUP: &str = "
> boardsize 7
=
> play b b7
=
> play b e7
=
> play b g7
=
> play b c6
=
> play b d6
=
> play b e6
=
> play b f6
=
> play b g6
=
> play w d7
=
> play w a6
=
> play w b6
=
> play w b5
=
> play w c5
=
> play w d5
=
> play w e5
=
> play w f5
=
> play w g5
=
> play w a4
=
> play w b4
=
";

/// One round: Black gives two stones, White takes them, Black takes two back, White throws in.
const ETERNAL_LIFE_ROUND: &str = "
> play b a7
=
> play w c7
=
> play b b7
=
> play w d7
=
";

#[test]
fn eternal_life_goes_round_under_simple_ko_and_stops_under_superko() {
    let mut engine = session("> kgs-rules chinese-simple-ko\n=\n");
    check(&mut engine, ETERNAL_LIFE_SETUP);
    let start = engine.game().position();
    check(&mut engine, ETERNAL_LIFE_ROUND);
    check(&mut engine, ETERNAL_LIFE_ROUND);
    // The core ends the game at the third occurrence of the position (no result) ...
    assert_eq!(engine.game().end(), Some(tengen::GameEnd::NoResult));
    assert_eq!(engine.game().position(), start);
    // ... and under GTP the controller decides: play goes on.
    check(&mut engine, ETERNAL_LIFE_ROUND);
    assert_eq!(engine.game().position(), start);
    check(&mut engine, "> captures b\n= 6\n> captures w\n= 6\n");

    for rules in ["chinese", "tromp-taylor"] {
        let mut engine = session(&format!("> kgs-rules {rules}\n=\n"));
        check(&mut engine, ETERNAL_LIFE_SETUP);
        check(
            &mut engine,
            "
> play b a7
=
> play w c7
=
> play b b7
=
> is_legal w d7
= 0
> play w d7
? illegal move
> is_legal w e1
= 1
",
        );
    }
}

#[test]
fn fixed_handicap_follows_the_gtp_table() {
    session(
        "
> boardsize 19
=
> fixed_handicap 2
= Q16 D4
> list_stones black
= Q16 D4
> fixed_handicap 2
? board not empty
> clear_board
=
> fixed_handicap 3
= D16 Q16 D4
> clear_board
=
> fixed_handicap 9
= D16 K16 Q16 D10 K10 Q10 D4 K4 Q4
> clear_board
=
> fixed_handicap 10
? invalid number of stones
> fixed_handicap 1
? invalid number of stones
> fixed_handicap x
? syntax error
> boardsize 9
=
> fixed_handicap 5
= C7 G7 E5 C3 G3
> clear_board
=
> boardsize 7
=
> fixed_handicap 4
= C5 E5 C3 E3
> clear_board
=
> fixed_handicap 5
? invalid number of stones
> boardsize 5
=
> fixed_handicap 2
? invalid number of stones
",
    );
}

#[test]
fn handicap_games_start_with_white() {
    let engine = session(
        "
> boardsize 19
=
> fixed_handicap 4
= D16 Q16 D4 Q4
",
    );
    assert_eq!(engine.game().to_move(), tengen::Color::White);
    assert_eq!(engine.game().handicap(), 4);
}

#[test]
fn free_handicap() {
    let mut engine = session(
        "
> boardsize 19
=
> place_free_handicap 4
= D16 Q16 D4 Q4
> place_free_handicap 2
? board not empty
> clear_board
=
> set_free_handicap d4 q16 k10
=
> list_stones black
= Q16 K10 D4
> clear_board
=
> set_free_handicap d4
? bad vertex list
> set_free_handicap d4 d4
? bad vertex list
> set_free_handicap d4 pass
? bad vertex list
> set_free_handicap d4 z99
? bad vertex list
> set_free_handicap
? syntax error
> place_free_handicap 1
? invalid number of stones
> place_free_handicap 10
? invalid number of stones
> boardsize 5
=
",
    );
    assert_eq!(engine.game().handicap(), 0);
    // On boards without fixed points the engine still places stones, spread out.
    let r = engine.handle_line("place_free_handicap 3").unwrap();
    assert!(r.is_success(), "{r:?}");
    assert_eq!(r.text().split_whitespace().count(), 3);
    assert_eq!(engine.game().handicap(), 3);
    assert_eq!(engine.game().to_move(), tengen::Color::White);
}

#[test]
fn kgs_rules_choose_the_rule_set() {
    let mut engine = session(
        "
> kgs-rules japanese
=
> kgs-rules chinese
=
> kgs-rules aga
=
> kgs-rules new_zealand
=
> kgs-rules tromp-taylor
=
> kgs-rules chinese-simple-ko
=
> kgs-rules korean
=
> kgs-rules ing
=
> kgs-rules klingon
? unknown rules
> kgs-rules
? syntax error
",
    );
    assert_eq!(engine.ruleset(), Some(tengen::RuleSet::Ing));
    // Mid-game the moves are replayed under the new rules; a single-stone suicide already
    // played under New Zealand rules stays under Ing's rules, but not under Japanese rules (no
    // suicide) nor Tromp–Taylor (positional superko: the board repeats).
    check(
        &mut engine,
        "
> kgs-rules new_zealand
=
> boardsize 3
=
> play w a2
=
> play w b1
=
> play b a1
=
> kgs-rules japanese
? the moves played so far are not all legal under these rules
> kgs-rules tromp-taylor
? the moves played so far are not all legal under these rules
> kgs-rules ing
=
",
    );
    assert_eq!(engine.ruleset(), Some(tengen::RuleSet::Ing));
    assert_eq!(engine.game().moves().len(), 3);
}
