//! The rules' scoring and withdrawals (第二十八条, 第二十九条) on small events worked by hand:
//! every expected number below is derived in the comment above it from the rules' text,
//! never taken from the code. Also malformed event files, refused by field.

use tengen::tournament::{Event, Outcome, PlayerInfo, Rank, Settings, System, TournamentError};

fn add(e: &mut Event, name: &str, rank: &str, team: &str) -> u32 {
    e.add_player(PlayerInfo {
        name: name.into(),
        rank: Rank::parse(rank),
        club: String::new(),
        team: team.into(),
    })
    .unwrap()
}

/// Enters the game of `round` between `a` and `b`: `winner` wins, or a draw with `None`.
fn result(e: &mut Event, round: u32, a: u32, b: u32, winner: Option<u32>) {
    let g = e.rounds[round as usize - 1]
        .games
        .iter()
        .find(|g| g.has(a) && g.has(b))
        .unwrap_or_else(|| panic!("round {round} has no game {a} v {b}"))
        .clone();
    let outcome = match winner {
        None => Outcome::Draw,
        Some(w) if w == g.black => Outcome::Black,
        Some(_) => Outcome::White,
    };
    e.set_result(round, &g.table_name(), Some(outcome)).unwrap();
}

fn pairs(e: &Event, round: u32) -> Vec<(u32, Option<u32>)> {
    let mut p: Vec<(u32, Option<u32>)> = e.rounds[round as usize - 1]
        .games
        .iter()
        .map(|g| match g.white {
            Some(w) => (g.black.min(w), Some(g.black.max(w))),
            None => (g.black, None),
        })
        .collect();
    p.sort_unstable();
    p
}

fn row(e: &Event, id: u32) -> tengen::tournament::Standing {
    e.standings().into_iter().find(|s| s.id == id).unwrap()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

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
        let games: Vec<(u32, u32)> = e.rounds[r as usize - 1]
            .games
            .iter()
            .filter_map(|g| g.white.map(|w| (g.black, w)))
            .collect();
        for (x, y) in games {
            result(&mut e, r, x, y, Some(x.min(y)));
        }
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
        let games: Vec<(u32, u32)> = e.rounds[r as usize - 1]
            .games
            .iter()
            .filter_map(|g| g.white.map(|w| (g.black, w)))
            .collect();
        for (x, y) in games {
            result(&mut e, r, x, y, Some(x.max(y)));
        }
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
    let games: Vec<(u32, u32)> = e.rounds[0]
        .games
        .iter()
        .filter_map(|g| g.white.map(|w| (g.black, w)))
        .collect();
    for (x, y) in games {
        result(&mut e, 1, x, y, Some(x));
    }
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
        let games: Vec<(u32, u32)> = e.rounds[r - 1]
            .games
            .iter()
            .filter(|g| g.result.is_none())
            .filter_map(|g| g.white.map(|w| (g.black, w)))
            .collect();
        for (x, y) in games {
            result(&mut e, r as u32, x, y, Some(x));
        }
    }
    assert_eq!(row(&e, a).points, a_points);
    assert_eq!(row(&e, a).games, 3);
    let _ = (b, c, d);
}

#[test]
fn single_elimination_gives_the_top_seeds_the_byes_and_keeps_them_apart() {
    let mut e = Event::new(Settings::new("ko", System::Knockout)).unwrap();
    let ids: Vec<u32> = (1..=5)
        .map(|i| add(&mut e, &format!("S{i}"), &format!("{i}d"), ""))
        .collect();
    // Seeds by rank: 5d first. Eight slots, three byes: seeds 1-3 wait, 4 meets 5.
    let seed = |k: usize| ids[5 - k];
    e.pair_next_round().unwrap();
    assert_eq!(pairs(&e, 1), {
        let mut p = vec![
            (seed(4).min(seed(5)), Some(seed(4).max(seed(5)))),
            (seed(1), None),
            (seed(2), None),
            (seed(3), None),
        ];
        p.sort_unstable();
        p
    });
    assert!(
        e.set_result(1, "1", Some(Outcome::Draw)).is_err(),
        "a knockout game needs a winner"
    );
    result(&mut e, 1, seed(4), seed(5), Some(seed(5)));
    // Round 2: seed 1 meets the winner of 4 v 5; seed 2 meets seed 3.
    e.pair_next_round().unwrap();
    let mut want = vec![
        (seed(1).min(seed(5)), Some(seed(1).max(seed(5)))),
        (seed(2).min(seed(3)), Some(seed(2).max(seed(3)))),
    ];
    want.sort_unstable();
    assert_eq!(pairs(&e, 2), want);
    result(&mut e, 2, seed(1), seed(5), Some(seed(1)));
    result(&mut e, 2, seed(2), seed(3), Some(seed(3)));
    e.pair_next_round().unwrap();
    result(&mut e, 3, seed(1), seed(3), Some(seed(3)));
    assert!(e.finished());
    let s = e.standings();
    assert_eq!(s[0].id, seed(3));
    assert_eq!(s[1].id, seed(1));
    // Out in round 2: seeds 2 and 5 share third place; seed 4 (out in round 1) is fifth.
    assert_eq!(row(&e, seed(2)).place, 3);
    assert_eq!(row(&e, seed(5)).place, 3);
    assert_eq!(row(&e, seed(4)).place, 5);
}

#[test]
fn double_elimination_puts_a_player_out_after_the_second_loss() {
    let mut e = Event::new(Settings::new("ko2", System::DoubleKnockout)).unwrap();
    let ids: Vec<u32> = (1..=6)
        .map(|i| add(&mut e, &format!("S{i}"), &format!("{i}k"), ""))
        .collect();
    let mut rounds = 0;
    while e.pair_next_round().is_ok() {
        rounds += 1;
        let r = rounds;
        let games: Vec<(u32, u32)> = e.rounds[r - 1]
            .games
            .iter()
            .filter_map(|g| g.white.map(|w| (g.black, w)))
            .collect();
        for (x, y) in games {
            // The lower id always wins.
            result(&mut e, r as u32, x, y, Some(x.min(y)));
        }
        for &id in &ids {
            if e.losses_before(id, r as u32 + 1) >= 2 {
                assert!(
                    e.rounds[r..]
                        .iter()
                        .all(|round| round.games.iter().all(|g| !g.has(id)))
                );
            }
        }
        assert!(rounds < 20);
    }
    // Only the first player never lost; every other player lost twice.
    assert!(
        ids[1..]
            .iter()
            .all(|&id| e.losses_before(id, rounds as u32 + 1) == 2)
    );
    assert_eq!(e.standings()[0].id, ids[0]);
}

#[test]
fn a_best_of_three_match_ends_when_one_player_has_two_wins() {
    let mut e = Event::new(Settings::new("match", System::Match)).unwrap();
    let [x, y] = ["X", "Y"].map(|n| add(&mut e, n, "", ""));
    e.pair_next_round().unwrap();
    assert_eq!(
        e.rounds[0].games[0].black, x,
        "game 1: the first entered has Black"
    );
    result(&mut e, 1, x, y, Some(y));
    e.pair_next_round().unwrap();
    assert_eq!(e.rounds[1].games[0].black, y, "colours alternate");
    result(&mut e, 2, x, y, Some(y));
    assert!(
        matches!(e.pair_next_round(), Err(TournamentError::EventFinished)),
        "2-0 decides a best of three"
    );
    assert_eq!(e.standings()[0].id, y);
}

#[test]
fn the_challenge_winner_stays_on_until_a_team_has_no_one_left() {
    let mut e = Event::new(Settings::new("擂台赛", System::Challenge)).unwrap();
    let a = [add(&mut e, "A1", "", "A"), add(&mut e, "A2", "", "A")];
    let b = [
        add(&mut e, "B1", "", "B"),
        add(&mut e, "B2", "", "B"),
        add(&mut e, "B3", "", "B"),
    ];
    e.pair_next_round().unwrap();
    assert_eq!(pairs(&e, 1), vec![(a[0], Some(b[0]))]);
    result(&mut e, 1, a[0], b[0], Some(a[0]));
    // A1 stays on against B2, who comes on with Black.
    e.pair_next_round().unwrap();
    assert_eq!(
        (e.rounds[1].games[0].black, e.rounds[1].games[0].white),
        (b[1], Some(a[0]))
    );
    result(&mut e, 2, a[0], b[1], Some(b[1]));
    e.pair_next_round().unwrap();
    assert_eq!(pairs(&e, 3), vec![(a[1], Some(b[1]))]);
    result(&mut e, 3, a[1], b[1], Some(b[1]));
    assert!(e.finished(), "team A has no one left");
    let s = e.team_standings();
    assert_eq!((s[0].name.as_str(), s[0].points), ("B", 2.0));
}

#[test]
fn all_play_has_every_player_meet_every_player_of_the_other_team() {
    let mut e = Event::new(Settings::new("全队循环", System::TeamAllPlay)).unwrap();
    let a: Vec<u32> = (1..=3)
        .map(|i| add(&mut e, &format!("A{i}"), "", "A"))
        .collect();
    let b: Vec<u32> = (1..=3)
        .map(|i| add(&mut e, &format!("B{i}"), "", "B"))
        .collect();
    let mut met = std::collections::HashSet::new();
    while e.pair_next_round().is_ok() {
        let r = e.rounds.len() as u32;
        let games: Vec<(u32, u32)> = e.rounds[r as usize - 1]
            .games
            .iter()
            .filter_map(|g| g.white.map(|w| (g.black, w)))
            .collect();
        for (x, y) in games {
            assert!(met.insert((x.min(y), x.max(y))));
            result(&mut e, r, x, y, Some(x));
        }
    }
    assert_eq!(met.len(), 9);
    assert!(
        a.iter()
            .all(|x| b.iter().all(|y| met.contains(&(*x.min(y), *x.max(y)))))
    );
}

#[test]
fn a_rank_event_promotes_one_step_for_every_two_wins() {
    let mut settings = Settings::new("级位赛", System::RoundRobin);
    settings.promotion = Some(tengen::tournament::Promotion::TWO_WINS_ONE_STEP);
    let mut e = Event::new(settings).unwrap();
    let ids: Vec<u32> = [
        ("A", "1k"),
        ("B", "5k"),
        ("C", "3k"),
        ("D", "9k"),
        ("E", "2k"),
    ]
    .iter()
    .map(|(n, r)| add(&mut e, n, r, ""))
    .collect();
    // Five players, five rounds; the earlier entered always wins: A 4 wins, B 3, C 2, D 1.
    while e.pair_next_round().is_ok() {
        let r = e.rounds.len() as u32;
        let games: Vec<(u32, u32)> = e.rounds[r as usize - 1]
            .games
            .iter()
            .filter_map(|g| g.white.map(|w| (g.black, w)))
            .collect();
        for (x, y) in games {
            result(&mut e, r, x, y, Some(x.min(y)));
        }
    }
    // A: 4 wins, two steps from 1级: 1段 then 2段. B: 3 wins, one step: 4级. C: 2 wins: 2级.
    let p = e.promotions();
    let got: Vec<(u32, &str, &str, u32)> = p
        .iter()
        .map(|r| (r.id, r.from.as_str(), r.to.as_str(), r.wins))
        .collect();
    assert_eq!(
        got,
        vec![
            (ids[0], "1k", "2d", 4),
            (ids[1], "5k", "4k", 3),
            (ids[2], "3k", "2k", 2)
        ]
    );
}

/// The field an event file is refused at.
fn refused(text: &str) -> String {
    match Event::from_json(text) {
        Err(TournamentError::BadEvent { field, .. }) => field,
        other => panic!("not refused as badEvent: {other:?}"),
    }
}

#[test]
fn malformed_event_files_are_refused_naming_the_field() {
    let mut e = Event::new(Settings::new("club", System::Swiss)).unwrap();
    for n in ["A", "B", "C"] {
        add(&mut e, n, "3k", "");
    }
    e.pair_next_round().unwrap();
    let good = e.to_json();
    assert!(Event::from_json(&good).is_ok());
    let edit = |from: &str, to: &str| {
        assert!(good.contains(from), "{from}");
        good.replacen(from, to, 1)
    };
    assert_eq!(refused("not json"), "");
    assert_eq!(refused("[]"), "");
    assert_eq!(
        refused(&edit("\"tengen-tournament\"", "\"other\"")),
        "format"
    );
    assert_eq!(
        refused(&edit("\"version\": 1", "\"version\": 2")),
        "version"
    );
    assert_eq!(
        refused(&edit("\"rank\": \"3k\"", "\"rank\": \"3x\"")),
        "players[0].rank"
    );
    assert_eq!(
        refused(&edit("\"name\": \"B\"", "\"name\": 7")),
        "players[1].name"
    );
    assert_eq!(
        refused(&edit("\"club\": \"\",", "\"club\": \"\", \"colour\": 1,")),
        "players[0].colour"
    );
    assert_eq!(
        refused(&edit("\"system\": \"swiss\"", "\"system\": \"lottery\"")),
        "settings.system"
    );
    assert_eq!(
        refused(&edit("\"rounds\": 5", "\"rounds\": 0")),
        "settings.rounds"
    );
    assert_eq!(refused(&edit("\"id\": 2", "\"id\": 1")), "players[1].id");
    assert_eq!(
        refused(&edit("\"result\": null", "\"result\": \"win\"")),
        "rounds[0].games[0].result"
    );
    assert_eq!(
        refused(&edit("\"white\": null", "\"white\": 99")),
        "rounds[0].games[1].white"
    );
    assert_eq!(
        refused(&edit("\"round\": 1", "\"round\": 2")),
        "rounds[0].round"
    );
    assert_eq!(
        refused(&edit(
            "\"warnings\": []",
            "\"warnings\": [{\"player\": 1, \"round\": 4}]"
        )),
        "warnings[0].round"
    );
    assert_eq!(refused(&edit("\"nextId\": 4", "\"nextId\": 2")), "nextId");
    assert_eq!(
        refused(&edit("\"seeding\": [", "\"seeding\": [3, ")),
        "seeding[3]"
    );
    assert_eq!(refused(&edit("\"warnings\": [],", "")), "warnings");
    let missing = good.replacen("\"ties\": []", "\"x\": 0", 1);
    assert_eq!(refused(&missing), "x");
    // The message names the field in both languages.
    let err = Event::from_json(&edit("\"rank\": \"3k\"", "\"rank\": \"3x\"")).unwrap_err();
    assert!(
        err.message_en().contains("players[0].rank")
            && err.message_zh().contains("players[0].rank")
    );
}

#[test]
fn the_example_in_the_format_document_loads_round_trips_and_ranks_as_worked_by_hand() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/tournament-format.md"
    ))
    .unwrap();
    let start = doc
        .find("<!-- example-event -->\n```json\n")
        .expect("the example's marker")
        + "<!-- example-event -->\n```json\n".len();
    let end = start + doc[start..].find("\n```").unwrap();
    let text = &doc[start..end];
    let e = Event::from_json(text).unwrap();
    assert_eq!(
        e.to_json(),
        text,
        "the example is exactly what the engine writes"
    );
    // The document's worked example: P1 3.5, P4 2.5, P3 1.5, P2 0.5 (P2 also has a warning).
    let s = e.standings();
    assert_eq!(s.iter().map(|r| r.id).collect::<Vec<_>>(), vec![1, 4, 3, 2]);
    assert_eq!(
        s.iter().map(|r| r.total).collect::<Vec<_>>(),
        vec![3.5, 2.5, 1.5, 0.5]
    );
    assert_eq!(s[3].warnings, 1);
}
