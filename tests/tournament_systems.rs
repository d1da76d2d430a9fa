//! The systems of 第二十七条 besides round robin and Swiss (knockouts, matches, team forms,
//! rank events), on small events whose expected pairings and places are worked by hand.

#[path = "tournament/helpers.rs"]
mod helpers;

use helpers::{add, open_games, pairs, play_open_games, result, row};
use tengen::tournament::{Event, Outcome, Settings, System, TournamentError};

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
        // The lower id always wins.
        play_open_games(&mut e, r as u32, |x, y| Some(x.min(y)));
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
        for (x, y) in open_games(&e, r) {
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
        play_open_games(&mut e, r, |x, y| Some(x.min(y)));
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

#[test]
fn a_knockout_withdrawal_gives_the_next_opponent_a_bye() {
    let mut e = Event::new(Settings::new("ko", System::Knockout)).unwrap();
    let s: Vec<u32> = (1..=4)
        .map(|i| add(&mut e, &format!("S{i}"), &format!("{}d", 5 - i), ""))
        .collect();
    // Four seeds: 1 v 4 and 2 v 3; 1 and 2 win; 2 withdraws before the final, so 1 has won
    // (the opponent's place is empty): no round is left to pair.
    e.pair_next_round().unwrap();
    assert_eq!(pairs(&e, 1), vec![(s[0], Some(s[3])), (s[1], Some(s[2]))]);
    result(&mut e, 1, s[0], s[3], Some(s[0]));
    result(&mut e, 1, s[1], s[2], Some(s[1]));
    e.withdraw(s[1]).unwrap();
    assert_eq!(e.pair_next_round(), Err(TournamentError::EventFinished));
    assert!(e.finished());
    // 1 won; 2 reached the final; 3 and 4, out in round 1, share third place.
    let places: Vec<(u32, u32)> = e.standings().iter().map(|r| (r.id, r.place)).collect();
    assert_eq!(places[..2], [(s[0], 1), (s[1], 2)]);
    assert_eq!((row(&e, s[2]).place, row(&e, s[3]).place), (3, 3));
}

#[test]
fn multiple_elimination_allows_as_many_losses_as_lives_minus_one() {
    let mut settings = Settings::new("ko3", System::Knockout);
    settings.lives = Some(3);
    let mut e = Event::new(settings).unwrap();
    let ids: Vec<u32> = (1..=4)
        .map(|i| add(&mut e, &format!("S{i}"), "", ""))
        .collect();
    let mut n = 0;
    while e.pair_next_round().is_ok() {
        n += 1;
        play_open_games(&mut e, n as u32, |x, y| Some(x.min(y)));
        assert!(n < 30);
    }
    // Out after the third loss: every player but the first has exactly three.
    assert!(
        ids[1..]
            .iter()
            .all(|&id| e.losses_before(id, n as u32 + 1) == 3)
    );
    assert_eq!(e.losses_before(ids[0], n as u32 + 1), 0);
}

#[test]
fn a_ten_game_match_plays_all_ten_games() {
    let mut settings = Settings::new("十局", System::Match);
    settings.games_per_match = Some(10);
    let mut e = Event::new(settings).unwrap();
    let [x, y] = ["X", "Y"].map(|n| add(&mut e, n, "", ""));
    for r in 1..=10 {
        assert_eq!(e.pair_next_round(), Ok(r));
        // X wins the first six (decided as a best of ten would be), then Y the rest.
        result(&mut e, r, x, y, Some(if r <= 6 { x } else { y }));
    }
    assert!(matches!(
        e.pair_next_round(),
        Err(TournamentError::EventFinished)
    ));
    // X 6 wins = 12 points, Y 4 wins = 8.
    assert_eq!((row(&e, x).points, row(&e, y).points), (12.0, 8.0));
}

#[test]
fn a_round_is_unpaired_only_while_it_has_no_result() {
    let mut e = Event::new(Settings::new("rr", System::RoundRobin)).unwrap();
    let ids: Vec<u32> = ["A", "B", "C", "D"]
        .iter()
        .map(|n| add(&mut e, n, "", ""))
        .collect();
    e.pair_next_round().unwrap();
    let first = e.rounds[0].clone();
    assert_eq!(e.unpair_last_round(), Ok(1));
    assert!(e.rounds.is_empty() && e.seeding.is_empty());
    e.pair_next_round().unwrap();
    assert_eq!(e.rounds[0], first, "the same table again");
    result(
        &mut e,
        1,
        first.games[0].black,
        first.games[0].white.unwrap(),
        None,
    );
    assert_eq!(
        e.unpair_last_round(),
        Err(TournamentError::ResultsEntered(1))
    );
    assert_eq!(
        e.add_player(tengen::tournament::PlayerInfo {
            name: "late".into(),
            ..Default::default()
        }),
        Err(TournamentError::EventStarted)
    );
    assert_eq!(e.remove_player(ids[0]), Err(TournamentError::EventStarted));
    assert!(matches!(
        e.pair_next_round(),
        Err(TournamentError::RoundUnfinished(1))
    ));
}

#[test]
fn a_play_off_between_teams_is_recorded_by_team_number() {
    let mut settings = Settings::new("teams", System::TeamRoundRobin);
    settings.boards = Some(1);
    settings.shareds = false;
    let mut e = Event::new(settings).unwrap();
    let a = add(&mut e, "A1", "", "A");
    let b = add(&mut e, "B1", "", "B");
    e.pair_next_round().unwrap();
    result(&mut e, 1, a, b, None);
    // One drawn match: 1 match point and 1 game point each: tied on everything, undecided.
    let s = e.team_standings();
    assert!(s.iter().all(|r| r.undecided && r.place == 1));
    assert!(e.decide_tie(&[2, 3]).is_err(), "two teams: numbers 1 and 2");
    e.decide_tie(&[2, 1]).unwrap();
    let s = e.team_standings();
    assert_eq!(
        s.iter()
            .map(|r| (r.name.as_str(), r.place))
            .collect::<Vec<_>>(),
        vec![("B", 1), ("A", 2)]
    );
}
