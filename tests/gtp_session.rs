//! GTP sessions as transcripts: lines starting with `>` are sent to the engine, the lines after
//! them up to the next `>` are the expected response (without the empty line that ends it;
//! trailing spaces are not significant). A `>` line that gets no response (a comment, a blank
//! line) is followed directly by the next `>`.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Stdio};

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tengen::gtp::time::STALLED_READS;
use tengen::gtp::{COMMANDS, Engine, TimeSource};
use tengen::{Color, PlayerTime, TimeControl};

/// Runs a transcript against an engine and checks every response.
fn check(engine: &mut Engine, transcript: &str) {
    let mut lines = transcript.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(input) = line.strip_prefix('>') else {
            assert!(line.trim().is_empty(), "transcript line outside a response: {line:?}");
            continue;
        };
        let input = input.strip_prefix(' ').unwrap_or(input);
        let mut expected = Vec::new();
        while let Some(next) = lines.peek() {
            if next.starts_with('>') {
                break;
            }
            expected.push(next.trim_end().to_string());
            lines.next();
        }
        while expected.last().is_some_and(String::is_empty) {
            expected.pop();
        }
        let got = engine.handle_line(input).map(|r| r.to_string());
        match got {
            None => assert!(expected.is_empty(), "{input:?}: no response, expected {expected:?}"),
            Some(text) => {
                assert!(text.ends_with("\n\n"), "{input:?}: response not ended by an empty line: {text:?}");
                let got: Vec<String> = text.trim_end_matches('\n').lines().map(|l| l.trim_end().to_string()).collect();
                assert_eq!(got, expected, "response to {input:?}");
            }
        }
    }
}

fn session(transcript: &str) -> Engine {
    let mut engine = Engine::new();
    check(&mut engine, transcript);
    engine
}

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

#[test]
fn komi_and_time_settings_are_accepted() {
    let mut engine = session(
        "
> komi 6.5
=
> komi -3
=
> komi x
? syntax error
> time_settings 600 30 5
=
> time_left b 540 0
=
> time_left white 25 3
=
> time_left green 25 3
? invalid color
> time_settings 600
? syntax error
",
    );
    assert_eq!(engine.game().rules().komi, -3.0);
    assert_eq!(engine.rules().komi, -3.0);
    assert_eq!(engine.time_control(), TimeControl::Canadian { main_ms: 600_000, stones: 5, period_ms: 30_000 });
    assert_eq!(engine.clock().time_left(Color::White, 0).periods, 3);
    // Komi survives clear_board and boardsize.
    check(&mut engine, "> boardsize 13\n=\n");
    assert_eq!(engine.game().rules().komi, -3.0);
}

/// A time source the test sets by hand; it stands still while a command runs.
fn manual_time(engine: &mut Engine) -> Arc<AtomicU64> {
    let now = Arc::new(AtomicU64::new(0));
    let read = Arc::clone(&now);
    engine.set_time_source(TimeSource::from_fn(move || read.load(Ordering::SeqCst)));
    now
}

/// A time source that moves on by `step` ms every time it is read, so that thinking takes
/// time without a real clock. The counter holds the value the next read returns.
fn stepping_time(engine: &mut Engine, step: u64) -> Arc<AtomicU64> {
    let next = Arc::new(AtomicU64::new(0));
    let read = Arc::clone(&next);
    engine.set_time_source(TimeSource::from_fn(move || read.fetch_add(step, Ordering::SeqCst)));
    next
}

fn time(engine: &Engine, color: Color) -> PlayerTime {
    engine.clock().time_left(color, 0)
}

fn main_time(main_ms: u64, periods: u32, period_ms: u64) -> PlayerTime {
    PlayerTime { main_ms, periods, period_ms, in_overtime: false, flagged: false }
}

fn overtime(periods: u32, period_ms: u64) -> PlayerTime {
    PlayerTime { main_ms: 0, periods, period_ms, in_overtime: true, flagged: false }
}

#[test]
fn time_settings_set_both_clocks_as_gtp_defines_them() {
    let mut engine = Engine::new();
    // Canadian byo-yomi: 10 minutes, then 25 stones in every 5 minutes.
    check(&mut engine, "> time_settings 600 300 25\n=\n");
    assert_eq!(engine.time_control(), TimeControl::Canadian { main_ms: 600_000, stones: 25, period_ms: 300_000 });
    for color in Color::ALL {
        assert_eq!(time(&engine, color), main_time(600_000, 25, 300_000));
    }
    // Byo-yomi time 0 is sudden death; byo-yomi time with no stones is no limit at all.
    check(&mut engine, "> time_settings 1800 0 0\n=\n");
    assert_eq!(engine.time_control(), TimeControl::Absolute { main_ms: 1_800_000 });
    check(&mut engine, "> time_settings 1800 30 0\n=\n");
    assert_eq!(engine.time_control(), TimeControl::Unlimited);
    // No main time: the game starts in byo-yomi, one stone in every 30 seconds.
    check(&mut engine, "> time_settings 0 30 1\n=\n");
    assert_eq!(engine.clock().time_to_flag(Color::Black, 0), Some(30_000));
    // Fractions of a second are kept to the millisecond.
    check(&mut engine, "> time_settings 0.25 0 0\n=\n");
    assert_eq!(engine.time_control(), TimeControl::Absolute { main_ms: 250 });
    check(
        &mut engine,
        "
> time_settings -1 0 0
? syntax error
> time_settings 60 0 -5
? syntax error
> time_settings inf 0 0
? syntax error
> time_settings 60 0
? syntax error
",
    );
    assert_eq!(engine.time_control(), TimeControl::Absolute { main_ms: 250 }, "a refused command changes nothing");
}

#[test]
fn time_left_reports_replace_the_engines_view() {
    let mut engine = session(
        "
> time_settings 600 300 25
=
> time_left b 540.5 0
=
> time_left white 25 3
=
",
    );
    assert_eq!(time(&engine, Color::Black), main_time(540_500, 25, 300_000), "in main time");
    assert_eq!(time(&engine, Color::White), overtime(3, 25_000), "25 s for 3 stones");
    assert_eq!(engine.clock().time_to_flag(Color::White, 0), Some(25_000));
    // A new game starts from the full time again.
    check(&mut engine, "> clear_board\n=\n");
    assert_eq!(time(&engine, Color::White), main_time(600_000, 25, 300_000));
    // Without a time limit a report is accepted and changes nothing.
    check(&mut engine, "> time_settings 0 1 0\n=\n> time_left b 5 0\n=\n");
    assert_eq!(engine.clock().time_to_flag(Color::Black, 0), None);
    assert_eq!(engine.time_budget(Color::Black), None);
}

#[test]
fn kgs_time_settings_cover_every_kgs_time_system() {
    let mut engine = session(
        "
> known_command kgs-time_settings
= true
> kgs-time_settings byoyomi 1800 30 5
=
",
    );
    assert_eq!(engine.time_control(), TimeControl::Byoyomi { main_ms: 1_800_000, periods: 5, period_ms: 30_000 });
    // Under byo-yomi KGS reports the time left in the current period and the periods left.
    check(&mut engine, "> time_left w 12 2\n=\n");
    assert_eq!(time(&engine, Color::White), overtime(2, 12_000));
    assert_eq!(engine.clock().time_to_flag(Color::White, 0), Some(12_000 + 30_000));
    check(&mut engine, "> kgs-time_settings canadian 600 300 25\n=\n");
    assert_eq!(engine.time_control(), TimeControl::Canadian { main_ms: 600_000, stones: 25, period_ms: 300_000 });
    check(&mut engine, "> kgs-time_settings absolute 300\n=\n");
    assert_eq!(engine.time_control(), TimeControl::Absolute { main_ms: 300_000 });
    check(&mut engine, "> kgs-time_settings none\n=\n");
    assert_eq!(engine.time_control(), TimeControl::Unlimited);
    check(
        &mut engine,
        "
> kgs-time_settings fischer 600 10
? unsupported time system (tengen knows none, absolute, byoyomi and canadian)
> kgs-time_settings byoyomi 1800 30
? syntax error
> kgs-time_settings absolute
? syntax error
> kgs-time_settings
? syntax error
",
    );
    assert_eq!(engine.time_control(), TimeControl::Unlimited, "refused settings change nothing");
}

#[test]
fn genmove_charges_the_time_it_took_to_its_clock() {
    let mut engine = Engine::with_seed(3);
    let next = stepping_time(&mut engine, 700);
    check(&mut engine, "> boardsize 9\n=\n> time_settings 600 0 0\n=\n");
    let mut expected = [600_000u64; 2];
    for (i, color) in [Color::Black, Color::White, Color::Black, Color::White].into_iter().enumerate() {
        let first_read = next.load(Ordering::SeqCst);
        let r = engine.handle_line(if color == Color::Black { "genmove b" } else { "genmove w" }).unwrap();
        assert!(r.is_success() && r.text() != "pass", "move {i}: {r:?}");
        // The last read returned the counter less one step: that is when the move was ready.
        let used = next.load(Ordering::SeqCst) - 700 - first_read;
        assert!(used >= 700, "the engine reads the time at least at the start and the end");
        expected[color.index()] -= used;
        for c in Color::ALL {
            assert_eq!(time(&engine, c).main_ms, expected[c.index()], "move {i}: only the mover is charged, what it used");
        }
    }
    assert_eq!(engine.game().moves().len(), 4);
    assert_eq!(engine.clock().running(), None, "the clock is never left running");
}

#[test]
fn genmove_stays_within_its_budget_and_passes_when_it_runs_out() {
    // 600 s of sudden death on an empty 9×9 board: 40 moves to come, 15 s for this one.
    let mut engine = Engine::new();
    check(&mut engine, "> boardsize 9\n=\n> time_settings 600 0 0\n=\n");
    let _ = manual_time(&mut engine);
    assert_eq!(engine.time_budget(Color::Black), Some(15_000));
    // Every read of the time costs 20 s: before the first candidate the budget is gone.
    let _ = stepping_time(&mut engine, 20_000);
    check(&mut engine, "> genmove b\n= pass\n");
    // It read the time at the start, once before giving up and once at the end: 40 s.
    assert_eq!(time(&engine, Color::Black).main_ms, 560_000);

    // No time left at all: a pass at once, even when time stands still.
    let mut engine = Engine::new();
    let _ = manual_time(&mut engine);
    check(&mut engine, "> boardsize 9\n=\n> time_settings 600 0 0\n=\n> time_left b 0 0\n=\n");
    assert_eq!(engine.time_budget(Color::Black), Some(0));
    check(&mut engine, "> genmove b\n= pass\n");
    // Once the controller reports time again, the engine plays.
    check(&mut engine, "> time_left b 10 0\n=\n");
    assert_eq!(engine.time_budget(Color::Black), Some(250), "10 s over the 40 moves still to come");
    let r = engine.handle_line("genmove b").unwrap();
    assert!(r.is_success() && r.text() != "pass", "{r:?}");
    assert_eq!(time(&engine, Color::Black).main_ms, 10_000, "time stood still");
}

#[test]
fn a_time_source_standing_still_ends_the_search_after_a_fixed_number_of_reads() {
    // 30 s a move by the clock, but the clock never moves: the search is not hung; it ends
    // when the same millisecond has been read STALLED_READS times running (the first read
    // is the one before the first playout).
    let mut engine = Engine::with_seed(5);
    let _ = manual_time(&mut engine);
    check(&mut engine, "> boardsize 9\n=\n> time_settings 0 30 1\n=\n");
    let r = engine.handle_line("genmove b").unwrap();
    assert!(r.is_success() && r.text() != "pass", "{r:?}");
    assert_eq!(engine.last_search().expect("the tree search ran").playouts, STALLED_READS as usize - 1);
}

#[cfg(target_os = "linux")]
#[test]
fn under_the_cpu_clock_genmove_thinks_for_its_cpu_time_and_stops() {
    // 0.2 s a move (0.18 s after the reserve) counted on this thread's CPU time: the move
    // uses about that much of it, however busy the machine is.
    let mut engine = Engine::with_seed(6);
    engine.set_time_source(TimeSource::thread_cpu());
    check(&mut engine, "> boardsize 9\n=\n> time_settings 0 0.2 1\n=\n");
    assert_eq!(engine.time_budget(Color::Black), Some(180));
    let cpu = TimeSource::thread_cpu();
    let before = cpu.now();
    let r = engine.handle_line("genmove b").unwrap();
    let used = cpu.now() - before;
    assert!(r.is_success() && r.text() != "pass", "{r:?}");
    assert!((150..1_000).contains(&used), "{used} ms of CPU time for a 180 ms budget");
    assert!(engine.last_search().expect("the tree search ran").playouts > 0);
    // Inside its period the move cost nothing: the next one has the whole period again.
    assert_eq!(time(&engine, Color::Black), overtime(1, 200));
}

#[test]
fn genmove_in_byo_yomi_keeps_its_periods() {
    let mut engine = Engine::new();
    let next = stepping_time(&mut engine, 3_000);
    check(
        &mut engine,
        "
> boardsize 9
=
> kgs-time_settings byoyomi 0 30 5
=
> time_left b 10 2
=
",
    );
    // 10 s left in the period, 1 s kept back.
    assert_eq!(engine.time_budget(Color::Black), Some(9_000));
    let first_read = next.load(Ordering::SeqCst);
    let r = engine.handle_line("genmove b").unwrap();
    assert!(r.is_success() && r.text() != "pass", "{r:?}");
    assert!(next.load(Ordering::SeqCst) - 3_000 - first_read < 10_000, "the move came inside the period");
    // A move inside the period costs nothing: the next one has the whole period again.
    assert_eq!(time(&engine, Color::Black), overtime(2, 30_000));
}

#[test]
fn genmove_counts_canadian_stones() {
    let mut engine = Engine::new();
    let now = manual_time(&mut engine);
    check(&mut engine, "> boardsize 9\n=\n> time_settings 0 60 3\n=\n");
    // No main time: the first period has begun; 20 s per stone is the plan.
    assert_eq!(engine.time_budget(Color::White), Some(20_000));
    for (moves, stones_left) in [(1, 2), (2, 1), (3, 3)] {
        now.fetch_add(5_000, Ordering::SeqCst); // between commands: nobody's clock runs
        let r = engine.handle_line("genmove w").unwrap();
        assert!(r.is_success(), "{r:?}");
        assert_eq!(time(&engine, Color::White).periods, stones_left, "after {moves} moves");
    }
    assert_eq!(time(&engine, Color::White), overtime(3, 60_000), "three stones played: a new period");
    assert_eq!(time(&engine, Color::Black), main_time(0, 3, 60_000), "Black has not moved");
}

#[test]
fn without_a_time_limit_genmove_never_reads_the_time() {
    let mut engine = Engine::with_seed(9);
    engine.set_time_source(TimeSource::from_fn(|| panic!("the time was read")));
    check(&mut engine, "> boardsize 9\n=\n");
    assert!(engine.handle_line("genmove b").unwrap().is_success());
    check(&mut engine, "> time_settings 600 30 0\n=\n");
    assert!(engine.handle_line("genmove w").unwrap().is_success());
    // The same moves as an engine with the same seed and no time settings.
    let mut plain = Engine::with_seed(9);
    plain.handle_line("boardsize 9");
    plain.handle_line("genmove b");
    plain.handle_line("genmove w");
    assert_eq!(engine.game().moves(), plain.game().moves());
}

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
