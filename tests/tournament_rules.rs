//! The rules' scoring and withdrawals (第二十八条, 第二十九条) on small events worked by hand:
//! every expected number below is derived in the comment above it from the rules' text,
//! never taken from the code. The other systems are in tests/tournament_systems.rs, the
//! event file in tests/tournament_file.rs.

#[path = "tournament/helpers.rs"]
mod helpers;

use helpers::{add, close, pairs, play_open_games, result, row};
use tengen::tournament::{Event, Outcome, Settings, System, TournamentError};

#[test]
fn round_robin_ties_are_broken_by_the_points_of_those_beaten_and_half_those_drawn() {
    let mut e = Event::new(Settings::new("rr", System::RoundRobin)).unwrap();
    let [a, b, c, d] = ["A", "B", "C", "D"].map(|n| add(&mut e, n, "", ""));
    // A beats B, draws C, loses to D; B beats C and D; C beats D.
    for r in 1..=3 {
        e.pair_next_round().unwrap();
        for (x, y, w) in [
            (a, b, Some(a)),
            (a, c, None),
            (a, d, Some(d)),
            (b, c, Some(b)),
            (b, d, Some(b)),
            (c, d, Some(c)),
        ] {
            if pairs(&e, r).contains(&(x.min(y), Some(x.max(y)))) {
                result(&mut e, r, x, y, w);
            }
        }
    }
    // Points (win 2, draw 1): A 2+1+0 = 3, B 0+2+2 = 4, C 1+0+2 = 3, D 2+0+0 = 2.
    // A and C tie on 3. A: beat B (4) + half of C (3/2) = 5.5; C: beat D (2) + half of A = 3.5.
    // D: beat A (3) = 3. B: beat C (3) + D (2) = 5.
    let s = e.standings();
    let order: Vec<u32> = s.iter().map(|r| r.id).collect();
    assert_eq!(order, vec![b, a, c, d]);
    assert_eq!(
        s.iter().map(|r| r.points).collect::<Vec<_>>(),
        vec![4.0, 3.0, 3.0, 2.0]
    );
    assert_eq!(
        s.iter().map(|r| r.opponent_points).collect::<Vec<_>>(),
        vec![5.0, 5.5, 3.5, 3.0]
    );
    assert_eq!(
        s.iter().map(|r| r.place).collect::<Vec<_>>(),
        vec![1, 2, 3, 4]
    );
    assert!(s.iter().all(|r| !r.shared));
}

#[test]
fn then_fewer_warnings_then_a_shared_place_or_a_play_off() {
    let three = |shareds: bool| {
        let mut settings = Settings::new("rr", System::RoundRobin);
        settings.shareds = shareds;
        let mut e = Event::new(settings).unwrap();
        let [x, y, z] = ["X", "Y", "Z"].map(|n| add(&mut e, n, "", ""));
        // X beats Y, Y beats Z, Z beats X: 2 points each; A: each beat a 2-point player = 2.
        for r in 1..=3 {
            e.pair_next_round().unwrap();
            for (p, q, w) in [(x, y, x), (y, z, y), (z, x, z)] {
                if pairs(&e, r).contains(&(p.min(q), Some(p.max(q)))) {
                    result(&mut e, r, p, q, Some(w));
                }
            }
        }
        // Y was warned once (B): Y is third.
        e.warn(y, 2).unwrap();
        (e, [x, y, z])
    };
    let (e, [x, y, z]) = three(true);
    let s = e.standings();
    assert!(
        s.iter()
            .all(|r| r.points == 2.0 && r.opponent_points == 2.0)
    );
    // C: X and Z share first place; Y is third.
    assert_eq!((row(&e, x).place, row(&e, x).shared), (1, true));
    assert_eq!((row(&e, z).place, row(&e, z).shared), (1, true));
    assert_eq!(
        (row(&e, y).place, row(&e, y).shared, row(&e, y).warnings),
        (3, false, 1)
    );
    // D: places may not be shared: undecided until the play-off (Z won it) is recorded.
    let (mut e, _) = three(false);
    assert!(row(&e, x).undecided && row(&e, z).undecided);
    e.decide_tie(&[z, x]).unwrap();
    assert_eq!(
        [row(&e, z).place, row(&e, x).place, row(&e, y).place],
        [1, 2, 3]
    );
    assert!(!row(&e, x).undecided && !row(&e, x).shared);
}

#[test]
fn swiss_total_is_points_plus_opponents_sum_over_half_the_maximum_minus_the_rounds() {
    let mut e = Event::new(Settings::new("swiss", System::Swiss)).unwrap();
    e.set_rounds(2).unwrap();
    let [p1, p2, p3, p4] = [("P1", "3d"), ("P2", "2d"), ("P3", "1d"), ("P4", "1k")]
        .map(|(n, r)| add(&mut e, n, r, ""));
    // Round 1, one score group of four: the top half meets the bottom half, 1 v 3 and 2 v 4.
    e.pair_next_round().unwrap();
    assert_eq!(pairs(&e, 1), vec![(p1, Some(p3)), (p2, Some(p4))]);
    result(&mut e, 1, p1, p3, Some(p1));
    result(&mut e, 1, p2, p4, Some(p4));
    // Round 2: the 2-point group {P1, P4} and the 0-point group {P2, P3}.
    e.pair_next_round().unwrap();
    assert_eq!(pairs(&e, 2), vec![(p1, Some(p4)), (p2, Some(p3))]);
    result(&mut e, 2, p1, p4, Some(p1));
    result(&mut e, 2, p2, p3, None);
    // Points: P1 4, P4 2, P2 1, P3 1. Two rounds: the maximum is 4, half of it 2.
    // P1: opponents P3 (1) + P4 (2) = 3; 4 + (3/2 - 2) = 3.5.
    // P4: opponents P2 (1) + P1 (4) = 5; 2 + (5/2 - 2) = 2.5.
    // P3: opponents P1 (4) + P2 (1) = 5; 1 + (5/2 - 2) = 1.5.
    // P2: opponents P4 (2) + P3 (1) = 3; 1 + (3/2 - 2) = 0.5.
    let s = e.standings();
    assert_eq!(
        s.iter().map(|r| r.id).collect::<Vec<_>>(),
        vec![p1, p4, p3, p2]
    );
    assert_eq!(
        s.iter().map(|r| r.total).collect::<Vec<_>>(),
        vec![3.5, 2.5, 1.5, 0.5]
    );
    assert!(matches!(
        e.pair_next_round(),
        Err(TournamentError::EventFinished)
    ));
    // 第二十七条三: rounds may be added.
    e.set_rounds(3).unwrap();
    assert_eq!(e.pair_next_round(), Ok(3));
    assert!(e.set_rounds(2).is_err(), "not below the rounds paired");
}

#[test]
fn a_swiss_bye_scores_a_win_and_counts_as_an_opponent_of_half_the_maximum() {
    let mut e = Event::new(Settings::new("swiss", System::Swiss)).unwrap();
    e.set_rounds(1).unwrap();
    let [p1, p2, p3] =
        [("P1", "2d"), ("P2", "1d"), ("P3", "1k")].map(|(n, r)| add(&mut e, n, r, ""));
    e.pair_next_round().unwrap();
    // The bye goes to the lowest player: P3.
    assert_eq!(pairs(&e, 1), vec![(p1, Some(p2)), (p3, None)]);
    result(&mut e, 1, p1, p2, Some(p1));
    // One round: half the maximum is 1. P3: 2 + (1/1 - 1) = 2. P1: 2 + (0/1 - 1) = 1.
    // P2: 0 + (2/1 - 1) = 1: P1 and P2 share second place.
    let s = e.standings();
    assert_eq!(
        s.iter()
            .map(|r| (r.id, r.total, r.place))
            .collect::<Vec<_>>(),
        vec![(p3, 2.0, 1), (p1, 1.0, 2), (p2, 1.0, 2)]
    );
}

#[test]
fn a_swiss_withdrawal_keeps_its_results_and_past_opponents_count_it_at_most_one_per_game() {
    let mut e = Event::new(Settings::new("swiss", System::Swiss)).unwrap();
    e.set_rounds(3).unwrap();
    let [p1, p2, p3, p4] = [("P1", "3d"), ("P2", "2d"), ("P3", "1d"), ("P4", "1k")]
        .map(|(n, r)| add(&mut e, n, r, ""));
    e.pair_next_round().unwrap();
    assert_eq!(pairs(&e, 1), vec![(p1, Some(p3)), (p2, Some(p4))]);
    result(&mut e, 1, p1, p3, Some(p3));
    result(&mut e, 1, p2, p4, Some(p2));
    e.withdraw(p3).unwrap();
    // Round 2: P3 is not paired again (三: 以后各轮比赛不再编排). P2 2, P1 0, P4 0: the bye
    // to the lowest seed of the lowest score, P4; P1 meets P2.
    e.pair_next_round().unwrap();
    assert_eq!(pairs(&e, 2), vec![(p1, Some(p2)), (p4, None)]);
    result(&mut e, 2, p1, p2, Some(p2));
    // Round 3: P2 4, P4 2, P1 0. A bye to P1 would make P2 meet P4 again, so P2 has the bye.
    e.pair_next_round().unwrap();
    assert_eq!(pairs(&e, 3), vec![(p1, Some(p4)), (p2, None)]);
    result(&mut e, 3, p1, p4, Some(p4));
    // Points: P2 2+2+2 = 6, P4 0+2+2 = 4, P1 0, P3 2 (results stand).
    // P3 for the opponents' sums: 2 points in 1 game, A = 2/1 = 2, counted as 1, for the 2
    // rounds not played: 2 + 1 x 2 = 4. Three rounds: half the maximum is 3; a bye counts 3.
    // P2: P4 (4) + P1 (0) + bye (3) = 7: 6 + 7/3 - 3 = 5.333...
    // P4: P2 (6) + bye (3) + P1 (0) = 9: 4 + 9/3 - 3 = 4.
    // P1: P3 (4) + P2 (6) + P4 (4) = 14: 0 + 14/3 - 3 = 1.666...
    // P3: P1 (0): 2 + 0/3 - 3 = -1.
    let s = e.standings();
    assert_eq!(
        s.iter().map(|r| r.id).collect::<Vec<_>>(),
        vec![p2, p4, p1, p3]
    );
    let totals: Vec<f64> = s.iter().map(|r| r.total).collect();
    for (got, want) in totals
        .iter()
        .zip([6.0 + 7.0 / 3.0 - 3.0, 4.0, 14.0 / 3.0 - 3.0, -1.0])
    {
        assert!(close(*got, want), "{totals:?}");
    }
    assert_eq!(row(&e, p3).points, 2.0);
    assert_eq!(row(&e, p3).withdrawn, Some(2));
}

#[test]
fn a_withdrawal_before_the_start_means_a_new_draw() {
    let mut e = Event::new(Settings::new("rr", System::RoundRobin)).unwrap();
    let ids: Vec<u32> = ["A", "B", "C", "D", "E"]
        .iter()
        .map(|n| add(&mut e, n, "", ""))
        .collect();
    e.pair_next_round().unwrap();
    // 一: no game has been played: the player leaves and the draw is made again.
    e.withdraw(ids[4]).unwrap();
    assert!(e.rounds.is_empty() && e.players.len() == 4);
    e.pair_next_round().unwrap();
    assert_eq!(
        e.rounds[0].games.len(),
        2,
        "four players, two games and no rest"
    );
}

#[test]
fn a_round_robin_withdrawal_before_half_the_rounds_voids_the_players_results() {
    let mut e = Event::new(Settings::new("rr", System::RoundRobin)).unwrap();
    let [a, b, c, d] = ["A", "B", "C", "D"].map(|n| add(&mut e, n, "", ""));
    // Three rounds. D plays round 1 and withdraws: 1 game is fewer than half of 3 rounds.
    e.pair_next_round().unwrap();
    let d_opponent = e.rounds[0]
        .games
        .iter()
        .find(|g| g.has(d))
        .unwrap()
        .opponent(d)
        .unwrap();
    let other: Vec<u32> = [a, b, c].into_iter().filter(|&x| x != d_opponent).collect();
    result(&mut e, 1, d, d_opponent, Some(d));
    result(&mut e, 1, other[0], other[1], Some(other[0]));
    e.withdraw(d).unwrap();
    for r in 2..=3 {
        e.pair_next_round().unwrap();
        // D's scheduled game does not exist: the opponent rests.
        assert!(e.rounds[r as usize - 1].games.iter().all(|g| !g.has(d)));
        play_open_games(&mut e, r, |x, y| Some(x.min(y)));
    }
    // 二: D's results are void: D is not ranked, and D's win over its round-1 opponent does
    // not count. The others played each other once: A, B, C have 2 games each.
    let s = e.standings();
    assert!(s.iter().all(|r| r.id != d));
    assert!(s.iter().all(|r| r.games == 2), "{s:?}");
    assert_eq!(
        s.iter().map(|r| r.points).sum::<f64>(),
        6.0,
        "three games, 2 points each"
    );
}

#[test]
fn a_round_robin_withdrawal_after_half_the_rounds_makes_the_rest_forfeits() {
    let mut e = Event::new(Settings::new("rr", System::RoundRobin)).unwrap();
    let [a, b, c, d] = ["A", "B", "C", "D"].map(|n| add(&mut e, n, "", ""));
    for r in 1..=2 {
        e.pair_next_round().unwrap();
        play_open_games(&mut e, r, |x, y| Some(x.max(y)));
    }
    // D won both games (the higher id won every game) and withdraws: 2 of 3 rounds played,
    // at least half, so the results stand and the last game is D's opponent's forfeit win.
    e.withdraw(d).unwrap();
    e.pair_next_round().unwrap();
    let g = e.rounds[2].games.iter().find(|g| g.has(d)).unwrap();
    let opponent = g.opponent(d).unwrap();
    assert_eq!(
        g.result,
        Some(if g.black == d {
            Outcome::BlackForfeit
        } else {
            Outcome::WhiteForfeit
        })
    );
    assert_eq!(row(&e, d).points, 4.0);
    assert_eq!(row(&e, d).losses, 1);
    let other: Vec<u32> = [a, b, c].into_iter().filter(|&x| x != opponent).collect();
    result(&mut e, 3, other[0], other[1], Some(other[0]));
    assert!(e.finished());
    assert_eq!(
        e.standings().iter().map(|r| r.games).sum::<u32>(),
        12,
        "six games, forfeits included"
    );
}

#[test]
fn team_round_robin_ranks_by_match_points_then_game_points_then_the_first_board() {
    let mut settings = Settings::new("teams", System::TeamRoundRobin);
    settings.boards = Some(2);
    let mut e = Event::new(settings).unwrap();
    let a = [add(&mut e, "A1", "", "A"), add(&mut e, "A2", "", "A")];
    let b = [add(&mut e, "B1", "", "B"), add(&mut e, "B2", "", "B")];
    let c = [add(&mut e, "C1", "", "C"), add(&mut e, "C2", "", "C")];
    // A v B: A wins board 1, B board 2 (2-2 game points, a drawn match: 1 each).
    // A v C: A wins both (4-0: A 2). B v C: B wins both (4-0: B 2).
    let plan = [
        (a, b, [a[0], b[1]]),
        (a, c, [a[0], a[1]]),
        (b, c, [b[0], b[1]]),
    ];
    for r in 1..=3 {
        e.pair_next_round().unwrap();
        assert_eq!(
            e.rounds[r - 1]
                .matches
                .iter()
                .filter(|m| m.white.is_none())
                .count(),
            1,
            "three teams: one rests"
        );
        for (x, y, winners) in plan {
            for board in 0..2 {
                if e.rounds[r - 1]
                    .games
                    .iter()
                    .any(|g| g.has(x[board]) && g.has(y[board]))
                {
                    result(&mut e, r as u32, x[board], y[board], Some(winners[board]));
                }
            }
        }
    }
    // Match points: A 1+2 = 3, B 1+2 = 3, C 0. Game points: A 2+4 = 6, B 2+4 = 6, C 0.
    // First board: A won it against B and C (2+2 = 4); B lost it to A, won it against C (2).
    let s = e.team_standings();
    assert_eq!(
        s.iter().map(|r| r.name.as_str()).collect::<Vec<_>>(),
        vec!["A", "B", "C"]
    );
    assert_eq!(
        s.iter().map(|r| r.points).collect::<Vec<_>>(),
        vec![3.0, 3.0, 0.0]
    );
    assert_eq!(
        s.iter().map(|r| r.game_points).collect::<Vec<_>>(),
        vec![6.0, 6.0, 0.0]
    );
    assert_eq!(s[0].board_points, vec![4.0, 2.0]);
    assert_eq!(s[1].board_points, vec![2.0, 4.0]);
    assert_eq!(s.iter().map(|r| r.place).collect::<Vec<_>>(), vec![1, 2, 3]);
}

#[test]
fn a_team_players_withdrawal_leaves_played_games_and_forfeits_the_rest() {
    let mut settings = Settings::new("teams", System::TeamRoundRobin);
    settings.boards = Some(1);
    let mut e = Event::new(settings).unwrap();
    let [a, b, c, d] = ["A", "B", "C", "D"].map(|t| add(&mut e, &format!("{t}1"), "", t));
    e.pair_next_round().unwrap();
    play_open_games(&mut e, 1, |black, _| Some(black));
    let a_points = row(&e, a).points;
    // 四: A's player leaves: the played game stands, the rest are the opponents' wins.
    e.withdraw(a).unwrap();
    for r in 2..=3 {
        e.pair_next_round().unwrap();
        let g = e.rounds[r - 1].games.iter().find(|g| g.has(a)).unwrap();
        assert_eq!(
            g.result,
            Some(if g.black == a {
                Outcome::BlackForfeit
            } else {
                Outcome::WhiteForfeit
            })
        );
        play_open_games(&mut e, r as u32, |black, _| Some(black));
    }
    assert_eq!(row(&e, a).points, a_points);
    assert_eq!(row(&e, a).games, 3);
    let _ = (b, c, d);
}

#[test]
fn team_swiss_ranks_by_match_points_plus_opponents_match_points_over_half_the_maximum_minus_rounds()
{
    let mut settings = Settings::new("team swiss", System::TeamSwiss);
    settings.rounds = Some(2);
    settings.boards = Some(2);
    let mut e = Event::new(settings).unwrap();
    let team = |e: &mut Event, t: &str| {
        [
            add(e, &format!("{t}1"), "", t),
            add(e, &format!("{t}2"), "", t),
        ]
    };
    let [a, b, c, d] = ["A", "B", "C", "D"].map(|t| team(&mut e, t));
    // Round 1, one group of four teams: A v C, B v D. A wins both boards (4-0); B wins
    // board 1 and D board 2 (2-2).
    e.pair_next_round().unwrap();
    let m: Vec<(String, Option<String>)> = e.rounds[0]
        .matches
        .iter()
        .map(|m| (m.black.clone(), m.white.clone()))
        .collect();
    assert_eq!(
        m,
        vec![
            ("A".into(), Some("C".into())),
            ("B".into(), Some("D".into()))
        ]
    );
    for (x, y, w) in [
        (a[0], c[0], a[0]),
        (a[1], c[1], a[1]),
        (b[0], d[0], b[0]),
        (b[1], d[1], d[1]),
    ] {
        result(&mut e, 1, x, y, Some(w));
    }
    // Round 2: A 2 match points, B and D 1, C 0. A meets D (D had the even boards' colours,
    // A wants them: no colour clash), B meets C. D wins both boards; B wins board 1, C board 2.
    e.pair_next_round().unwrap();
    let mut met: Vec<(String, String)> = e.rounds[1]
        .matches
        .iter()
        .map(|m| {
            let w = m.white.clone().unwrap();
            if m.black < w {
                (m.black.clone(), w)
            } else {
                (w, m.black.clone())
            }
        })
        .collect();
    met.sort();
    assert_eq!(
        met,
        vec![("A".into(), "D".into()), ("B".into(), "C".into())]
    );
    for (x, y, w) in [
        (a[0], d[0], d[0]),
        (a[1], d[1], d[1]),
        (b[0], c[0], b[0]),
        (b[1], c[1], c[1]),
    ] {
        result(&mut e, 2, x, y, Some(w));
    }
    // 场分: A 2+0 = 2, B 1+1 = 2, C 0+1 = 1, D 1+2 = 3. Two rounds: ½最高场分 = 2.
    // A: C (1) + D (3) = 4: 2 + 4/2 - 2 = 2.   B: D (3) + C (1) = 4: 2 + 4/2 - 2 = 2.
    // C: A (2) + B (2) = 4: 1 + 4/2 - 2 = 1.   D: B (2) + A (2) = 4: 3 + 4/2 - 2 = 3.
    // A and B tie on 2: then the round-robin order. 局分: A 4+0 = 4, B 2+2 = 4; first board:
    // A 2+0 = 2, B 2+2 = 4: B is second.
    let s = e.team_standings();
    assert_eq!(
        s.iter().map(|r| r.name.as_str()).collect::<Vec<_>>(),
        vec!["D", "B", "A", "C"]
    );
    assert_eq!(
        s.iter().map(|r| r.total).collect::<Vec<_>>(),
        vec![3.0, 2.0, 2.0, 1.0]
    );
    assert_eq!(
        s.iter().map(|r| r.points).collect::<Vec<_>>(),
        vec![3.0, 2.0, 2.0, 1.0]
    );
    assert_eq!(
        s.iter().map(|r| r.game_points).collect::<Vec<_>>(),
        vec![6.0, 4.0, 4.0, 2.0]
    );
    assert_eq!((s[1].board_points[0], s[2].board_points[0]), (4.0, 2.0));
    assert_eq!(
        s.iter().map(|r| r.place).collect::<Vec<_>>(),
        vec![1, 2, 3, 4]
    );
}
