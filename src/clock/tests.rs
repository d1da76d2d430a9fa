//! The clock's tests: periods, call-outs, Canadian and Fischer, pauses, serialization.

use super::*;

const MIN: u64 = 60_000;

#[test]
fn a_move_inside_a_period_costs_nothing() {
    let mut clock = Clock::new(TimeControl::Byoyomi { main_ms: 0, periods: 5, period_ms: MIN }).unwrap();
    clock.start(Color::Black, 0).unwrap();
    clock.press(59_000).unwrap();
    let t = clock.time_left(Color::Black, 59_000);
    assert_eq!((t.periods, t.period_ms, t.flagged), (5, MIN, false));
    // White takes 61 seconds: one period is gone.
    clock.press(59_000 + 61_000).unwrap();
    let t = clock.time_left(Color::White, 120_000);
    assert_eq!((t.periods, t.period_ms), (4, MIN));
}

#[test]
fn main_time_runs_out_into_byoyomi_then_time_loss() {
    let mut clock = Clock::new(TimeControl::Byoyomi { main_ms: 10_000, periods: 1, period_ms: MIN }).unwrap();
    clock.start(Color::Black, 0).unwrap();
    let t = clock.time_left(Color::Black, 30_000);
    assert!(t.in_overtime);
    assert_eq!((t.main_ms, t.periods, t.period_ms), (0, 1, 40_000));
    assert_eq!(clock.press(10_000 + MIN), Err(ClockError::Flagged(Color::Black)));
    assert_eq!(clock.flagged(), Some(Color::Black));
}

#[test]
fn the_referee_calls_as_the_rules_say() {
    let mut clock = Clock::new(TimeControl::chinese_national(0)).unwrap();
    clock.start(Color::Black, 0).unwrap();
    let calls: Vec<String> = clock.callouts(Color::Black, 0, MIN).into_iter().map(Callout::text_zh).collect();
    assert_eq!(calls, ["30秒", "40秒", "50秒", "55秒", "58秒", "1分", "还剩4分钟"]);
    // The last minute: 30, 40, 50, then 1 to 9 and "10".
    let mut clock = Clock::new(TimeControl::Byoyomi { main_ms: 0, periods: 1, period_ms: MIN }).unwrap();
    clock.start(Color::White, 1000).unwrap();
    let calls: Vec<String> =
        clock.callouts(Color::White, 1000, 1000 + MIN).into_iter().map(Callout::text_en).collect();
    assert_eq!(calls.len(), 3 + 9 + 1);
    assert_eq!(calls[..4], ["30 seconds", "40 seconds", "50 seconds", "1"]);
    assert_eq!(calls.last().unwrap(), "10, time is up: loss on time");
    let zh: Vec<String> =
        clock.callouts(Color::White, 1000, 1000 + MIN).into_iter().map(Callout::text_zh).collect();
    assert_eq!(zh[2..], ["50秒", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10，超时判负"]);
    assert!(clock.callouts(Color::Black, 0, MIN).is_empty(), "Black's clock is not running");
}

#[test]
fn sudden_death_fischer_and_canadian() {
    let mut clock = Clock::new(TimeControl::Absolute { main_ms: 5_000 }).unwrap();
    clock.start(Color::Black, 0).unwrap();
    clock.press(4_000).unwrap();
    assert_eq!(clock.time_left(Color::Black, 4_000).main_ms, 1_000);
    let mut clock = Clock::new(TimeControl::Fischer { main_ms: 5_000, increment_ms: 2_000 }).unwrap();
    clock.start(Color::Black, 0).unwrap();
    clock.press(4_000).unwrap();
    assert_eq!(clock.time_left(Color::Black, 4_000).main_ms, 3_000);
    let mut clock = Clock::new(TimeControl::Canadian { main_ms: 0, stones: 2, period_ms: 10_000 }).unwrap();
    clock.start(Color::Black, 0).unwrap();
    clock.press(3_000).unwrap(); // Black: one stone, 7 s left for the other
    clock.press(3_000).unwrap(); // White moves at once
    assert_eq!(clock.time_left(Color::Black, 3_000).periods, 1);
    assert_eq!(clock.press(3_000 + 7_000), Err(ClockError::Flagged(Color::Black)));
}

#[test]
fn time_to_flag_counts_main_time_and_every_period_left() {
    let byo = TimeControl::Byoyomi { main_ms: 10_000, periods: 3, period_ms: 30_000 };
    let mut clock = Clock::new(byo).unwrap();
    assert_eq!(clock.time_to_flag(Color::Black, 0), Some(10_000 + 3 * 30_000));
    clock.start(Color::Black, 0).unwrap();
    // 25 s in: main time gone, 15 s of the first period used.
    assert_eq!(clock.time_to_flag(Color::Black, 25_000), Some(15_000 + 2 * 30_000));
    assert_eq!(clock.time_to_flag(Color::White, 25_000), Some(100_000), "White's clock is not running");
    // Thinking exactly that long more is a time loss.
    assert_eq!(clock.press(25_000 + 75_000), Err(ClockError::Flagged(Color::Black)));
    assert_eq!(clock.time_to_flag(Color::Black, 100_000), Some(0));

    let canadian = TimeControl::Canadian { main_ms: 5_000, stones: 10, period_ms: 60_000 };
    let clock = Clock::new(canadian).unwrap();
    assert_eq!(clock.time_to_flag(Color::White, 0), Some(65_000));
    let clock = Clock::new(TimeControl::Absolute { main_ms: 5_000 }).unwrap();
    assert_eq!(clock.time_to_flag(Color::White, 0), Some(5_000));
    assert_eq!(Clock::new(TimeControl::Unlimited).unwrap().time_to_flag(Color::Black, 0), None);
}

#[test]
fn charging_time_measured_elsewhere_follows_the_same_rules() {
    let byo = TimeControl::Byoyomi { main_ms: 10_000, periods: 2, period_ms: 30_000 };
    let mut clock = Clock::new(byo).unwrap();
    // 12 s: main time is gone, and the move came inside the first period: it comes back whole.
    let t = clock.charge(Color::Black, 12_000, true).unwrap();
    assert_eq!((t.main_ms, t.periods, t.period_ms, t.in_overtime), (0, 2, 30_000, true));
    assert_eq!(clock.running(), None, "charging does not start the clock");
    assert_eq!(clock.time_left(Color::White, 0).main_ms, 10_000, "White is not charged");
    // 31 s in byo-yomi uses up one period.
    let t = clock.charge(Color::Black, 31_000, true).unwrap();
    assert_eq!((t.periods, t.period_ms), (1, 30_000));
    // A pause without a move keeps what is left of the period.
    let t = clock.charge(Color::Black, 5_000, false).unwrap();
    assert_eq!(t.period_ms, 25_000);
    assert_eq!(clock.charge(Color::Black, 25_000, true), Err(ClockError::Flagged(Color::Black)));
    assert_eq!(clock.flagged(), Some(Color::Black));

    // Canadian: every move in overtime counts a stone; the last one starts a new period.
    let canadian = TimeControl::Canadian { main_ms: 0, stones: 2, period_ms: 10_000 };
    let mut clock = Clock::new(canadian).unwrap();
    let t = clock.charge(Color::White, 4_000, true).unwrap();
    assert_eq!((t.periods, t.period_ms), (1, 6_000));
    let t = clock.charge(Color::White, 5_000, true).unwrap();
    assert_eq!((t.periods, t.period_ms), (2, 10_000), "the next period starts full");
    // With no main time, even a move that took no measurable time is played in overtime.
    let mut clock = Clock::new(canadian).unwrap();
    let t = clock.charge(Color::Black, 0, true).unwrap();
    assert_eq!((t.in_overtime, t.periods, t.period_ms), (true, 1, 10_000));
    let t = clock.charge(Color::White, 0, false).unwrap();
    assert!(!t.in_overtime, "a pause of no time is not a move");
}

#[test]
fn a_reported_time_replaces_the_clocks_own() {
    let canadian = TimeControl::Canadian { main_ms: 600_000, stones: 25, period_ms: 300_000 };
    let mut clock = Clock::new(canadian).unwrap();
    let reported = PlayerTime { main_ms: 0, periods: 3, period_ms: 20_000, in_overtime: true, flagged: false };
    clock.set_time_left(Color::Black, reported);
    assert_eq!(clock.time_left(Color::Black, 0), reported);
    assert_eq!(clock.time_to_flag(Color::Black, 0), Some(20_000));
    let t = clock.charge(Color::Black, 2_000, true).unwrap();
    assert_eq!((t.periods, t.period_ms), (2, 18_000));
}

#[test]
fn the_ten_rule_a_move_as_ten_is_called_uses_the_minute() {
    // 裁判员读出“10”而棋手同时落子或尚未落子，均应判为已使用1分钟.
    let mut clock = Clock::new(TimeControl::chinese_national(0)).unwrap();
    clock.start(Color::Black, 0).unwrap();
    clock.press(MIN - 1).unwrap();
    assert_eq!(clock.time_left(Color::Black, MIN).periods, 5, "a move before the call costs nothing");
    clock.press(MIN - 1 + MIN).unwrap();
    assert_eq!(clock.time_left(Color::White, 2 * MIN).periods, 4, "a move at the call uses the minute");
    // In the last period the same moment is the time loss.
    let mut clock = Clock::new(TimeControl::Byoyomi { main_ms: 0, periods: 1, period_ms: MIN }).unwrap();
    clock.start(Color::White, 0).unwrap();
    assert!(!clock.time_left(Color::White, MIN - 1).flagged);
    assert!(clock.time_left(Color::White, MIN).flagged);
    assert_eq!(clock.press(MIN), Err(ClockError::Flagged(Color::White)));
}

#[test]
fn each_period_used_is_called_one_minute_then_the_minutes_left() {
    let mut clock = Clock::new(TimeControl::Byoyomi { main_ms: 5_000, periods: 3, period_ms: MIN }).unwrap();
    clock.start(Color::Black, 0).unwrap();
    let calls: Vec<String> =
        clock.callouts(Color::Black, 0, 5_000 + 3 * MIN).into_iter().map(Callout::text_zh).collect();
    let first = ["30秒", "40秒", "50秒", "55秒", "58秒", "1分", "还剩2分钟"];
    let second = ["30秒", "40秒", "50秒", "55秒", "58秒", "1分", "还剩1分钟"];
    let last = ["30秒", "40秒", "50秒", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10，超时判负"];
    assert_eq!(calls, [&first[..], &second[..], &last[..]].concat());
    // The calls fall where the rules put them: 30 s into the first period, after main time.
    assert_eq!(clock.callouts(Color::Black, 0, 5_000 + 30_000 - 1), []);
    assert_eq!(clock.callouts(Color::Black, 0, 5_000 + 30_000), [Callout::Seconds { seconds: 30 }]);
    let en: Vec<String> =
        clock.callouts(Color::Black, 5_000 + 59_000, 5_000 + MIN).into_iter().map(Callout::text_en).collect();
    assert_eq!(en, ["one minute", "2 minutes left"]);
    // A 30-second club period: 10, 20, 25, 28, then the period used and what is left.
    let mut clock = Clock::new(TimeControl::club(0)).unwrap();
    clock.start(Color::White, 0).unwrap();
    let calls: Vec<String> = clock.callouts(Color::White, 0, 30_000).into_iter().map(Callout::text_zh).collect();
    assert_eq!(calls, ["10秒", "20秒", "25秒", "28秒", "30秒", "还剩2次30秒"]);
}

#[test]
fn presets_name_the_national_club_and_blitz_settings() {
    assert_eq!(
        TimeControl::preset("national", 60),
        Some(TimeControl::Byoyomi { main_ms: 3_600_000, periods: 5, period_ms: MIN })
    );
    assert_eq!(
        TimeControl::preset("club", 20),
        Some(TimeControl::Byoyomi { main_ms: 1_200_000, periods: 3, period_ms: 30_000 })
    );
    assert_eq!(
        TimeControl::preset("blitz", 5),
        Some(TimeControl::Byoyomi { main_ms: 300_000, periods: 3, period_ms: 10_000 })
    );
    assert_eq!(TimeControl::preset("lightning", 5), None);
}

#[test]
fn canadian_time_saved_carries_into_every_later_period() {
    // 每10分钟限着15手 scaled down: 3 moves in 10 s.
    let canadian = TimeControl::Canadian { main_ms: 0, stones: 3, period_ms: 10_000 };
    let mut clock = Clock::new(canadian).unwrap().with_carry_over(true);
    for _ in 0..3 {
        clock.charge(Color::Black, 2_000, true).unwrap();
    }
    let t = clock.time_left(Color::Black, 0);
    assert_eq!((t.periods, t.period_ms), (3, 14_000), "4 s saved + the next 10 s");
    for _ in 0..3 {
        clock.charge(Color::Black, 4_000, true).unwrap();
    }
    assert_eq!(clock.time_left(Color::Black, 0).period_ms, 12_000);
    assert_eq!(clock.charge(Color::Black, 12_000, true), Err(ClockError::Flagged(Color::Black)));
}

#[test]
fn a_pause_by_agreement_is_not_counted() {
    let mut clock = Clock::new(TimeControl::Absolute { main_ms: 60_000 }).unwrap();
    clock.start(Color::Black, 0).unwrap();
    clock.pause(10_000).unwrap();
    assert_eq!((clock.running(), clock.paused()), (None, Some(Color::Black)));
    assert_eq!(clock.start(Color::White, 20_000), Err(ClockError::Paused), "no one else's clock starts");
    // An hour's lunch break.
    assert_eq!(clock.time_left(Color::Black, 3_600_000).main_ms, 50_000);
    clock.resume(3_600_000).unwrap();
    assert_eq!(clock.running(), Some(Color::Black));
    assert_eq!(clock.time_left(Color::Black, 3_605_000).main_ms, 45_000);
    assert_eq!(clock.resume(3_605_000), Err(ClockError::NotPaused));
    // In byo-yomi a pause keeps what is left of the period.
    let mut clock = Clock::new(TimeControl::chinese_national(0)).unwrap();
    clock.start(Color::White, 0).unwrap();
    clock.pause(40_000).unwrap();
    clock.resume(100_000).unwrap();
    let t = clock.time_left(Color::White, 110_000);
    assert_eq!((t.periods, t.period_ms), (5, 10_000));
}

#[test]
fn giving_up_the_fight_stops_a_sudden_death_clock() {
    let mut clock = Clock::new(TimeControl::Absolute { main_ms: 60_000 }).unwrap();
    clock.start(Color::White, 0).unwrap();
    assert_eq!(clock.concede_fight(Color::Black, 1_000), Err(ClockError::NotRunning), "only on turn");
    clock.concede_fight(Color::White, 5_000).unwrap();
    assert_eq!((clock.running(), clock.conceded()), (None, Some(Color::White)));
    assert_eq!(clock.time_left(Color::White, 999_999).main_ms, 55_000, "no time runs after it");
    let mut byo = Clock::new(TimeControl::chinese_national(1)).unwrap();
    byo.start(Color::Black, 0).unwrap();
    assert!(matches!(byo.concede_fight(Color::Black, 1), Err(ClockError::BadSettings(_))));
}

#[test]
fn a_clock_survives_serialization_mid_game() {
    let mut clock = Clock::new(TimeControl::club(1)).unwrap();
    clock.start(Color::Black, 1_000).unwrap();
    clock.press(50_000).unwrap();
    let text = serde_json::to_string(&clock).unwrap();
    let back: Clock = serde_json::from_str(&text).unwrap();
    assert_eq!(back, clock);
    assert_eq!(back.running(), Some(Color::White));
    assert_eq!(back.time_left(Color::White, 80_000), clock.time_left(Color::White, 80_000));
}

#[test]
fn bad_settings_and_time_going_back_are_refused() {
    assert!(Clock::new(TimeControl::Byoyomi { main_ms: 0, periods: 0, period_ms: MIN }).is_err());
    let mut clock = Clock::new(TimeControl::Absolute { main_ms: 5_000 }).unwrap();
    clock.start(Color::Black, 100).unwrap();
    assert_eq!(clock.press(50), Err(ClockError::TimeWentBack));
    assert_eq!(clock.running(), Some(Color::Black), "nothing changed");
}
