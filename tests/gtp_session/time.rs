//! Time: `time_settings`, `time_left` and `kgs-time_settings`, and how `genmove` keeps
//! within its clock (wall, CPU or a test's own time source).

use super::{check, session};

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tengen::gtp::time::STALLED_READS;
use tengen::gtp::{Engine, TimeSource};
use tengen::{Color, PlayerTime, TimeControl};

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
