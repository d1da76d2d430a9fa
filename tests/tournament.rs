//! The tournament core (src/tournament/): round-robin tables, Swiss events simulated with
//! seeded random results, knockouts, the event file. Tie-breaks worked by hand and the
//! withdrawal cases of 第二十九条 are in tests/tournament_rules.rs.

use std::collections::HashSet;

use tengen::rng::Rng;

#[path = "tournament/helpers.rs"]
mod helpers;

use helpers::colours;
use tengen::tournament::{Event, Outcome, PlayerInfo, Rank, Settings, System, TournamentError};

fn event(system: System, players: usize) -> Event {
    let mut e = Event::new(Settings::new("test", system)).unwrap();
    for i in 0..players {
        let rank = Rank::parse(&format!("{}k", 1 + i % 20));
        e.add_player(PlayerInfo {
            name: format!("P{i}"),
            rank,
            ..PlayerInfo::default()
        })
        .unwrap();
    }
    e
}

/// Enters a random result (no draws unless `draws`) for every open game of the last round.
fn play_round(e: &mut Event, rng: &mut Rng, draws: bool) {
    let round = e.rounds.last().unwrap().number;
    let tables: Vec<String> = e
        .rounds
        .last()
        .unwrap()
        .games
        .iter()
        .filter(|g| g.white.is_some() && g.result.is_none())
        .map(|g| g.table_name())
        .collect();
    for t in tables {
        let roll = rng.below(if draws { 10 } else { 2 });
        let result = match roll {
            0 | 2..=5 => Outcome::Black,
            9 => Outcome::Draw,
            _ => Outcome::White,
        };
        e.set_result(round, &t, Some(result)).unwrap();
    }
}

#[test]
fn round_robin_tables_from_3_to_20_players_pair_everyone_once_with_balanced_colours() {
    for n in 3..=20 {
        for system in [System::RoundRobin, System::DoubleRoundRobin] {
            let mut e = event(system, n);
            let mut rng = Rng::new(n as u64);
            let mut pairs: Vec<(u32, u32)> = Vec::new();
            while e.pair_next_round().is_ok() {
                play_round(&mut e, &mut rng, true);
            }
            assert!(e.finished());
            let cycles = if system == System::DoubleRoundRobin {
                2
            } else {
                1
            };
            let expected_rounds = if n % 2 == 0 { n - 1 } else { n } * cycles;
            assert_eq!(e.rounds.len(), expected_rounds, "{n} players, {system}");
            for r in &e.rounds {
                let mut seen = HashSet::new();
                for g in &r.games {
                    assert!(
                        seen.insert(g.black),
                        "{n}: player twice in round {}",
                        r.number
                    );
                    if let Some(w) = g.white {
                        assert!(seen.insert(w));
                        pairs.push((g.black.min(w), g.black.max(w)));
                    }
                }
                assert_eq!(seen.len(), n, "everyone plays or rests in every round");
                assert_eq!(
                    r.games.iter().filter(|g| g.white.is_none()).count(),
                    n % 2,
                    "one rest in an odd field"
                );
            }
            let unique: HashSet<_> = pairs.iter().collect();
            assert_eq!(
                pairs.len(),
                n * (n - 1) / 2 * cycles,
                "{n}: every pair, {cycles} time(s)"
            );
            assert_eq!(unique.len(), n * (n - 1) / 2, "{n}: every pair meets");
            for p in &e.players {
                let (blacks, whites) = colours(&e, p.id);
                assert!(
                    (blacks - whites).abs() <= 1,
                    "{n} {system}: player {} has {blacks} blacks {whites} whites",
                    p.id
                );
            }
            if system == System::DoubleRoundRobin {
                // Each pair once with each colour.
                let mut coloured = HashSet::new();
                for g in e
                    .rounds
                    .iter()
                    .flat_map(|r| &r.games)
                    .filter(|g| g.white.is_some())
                {
                    assert!(
                        coloured.insert((g.black, g.white.unwrap())),
                        "{n}: same colours twice"
                    );
                }
            }
        }
    }
}

/// Whether the players of `ids` (with their `scores`) can be paired with no pair in `met`,
/// no pair's scores more than `gap` apart, and, with an odd number, the bye to a player in
/// `bye_ok`: a search over subsets, independent of the engine's matcher.
fn pairing_exists(
    ids: &[u32],
    scores: &[u32],
    met: &HashSet<(u32, u32)>,
    gap: u32,
    bye_ok: &[u32],
) -> bool {
    struct Ctx<'a> {
        ids: &'a [u32],
        scores: &'a [u32],
        met: &'a HashSet<(u32, u32)>,
        gap: u32,
        bye_ok: &'a [u32],
        failed: HashSet<(u64, bool)>,
    }
    fn go(c: &mut Ctx, rest: u64, bye_left: bool) -> bool {
        if rest == 0 {
            return !bye_left;
        }
        if c.failed.contains(&(rest, bye_left)) {
            return false;
        }
        let i = rest.trailing_zeros() as usize;
        let without = rest & !(1 << i);
        if bye_left && c.bye_ok.contains(&c.ids[i]) && go(c, without, false) {
            return true;
        }
        let mut others = without;
        while others != 0 {
            let j = others.trailing_zeros() as usize;
            others &= others - 1;
            let key = (c.ids[i].min(c.ids[j]), c.ids[i].max(c.ids[j]));
            if !c.met.contains(&key)
                && c.scores[i].abs_diff(c.scores[j]) <= c.gap
                && go(c, without & !(1 << j), bye_left)
            {
                return true;
            }
        }
        c.failed.insert((rest, bye_left));
        false
    }
    let mut c = Ctx {
        ids,
        scores,
        met,
        gap,
        bye_ok,
        failed: HashSet::new(),
    };
    go(&mut c, (1u64 << ids.len()) - 1, ids.len() % 2 == 1)
}

#[test]
fn swiss_events_of_8_to_64_players_over_5_to_9_rounds_keep_the_pairing_rules() {
    let mut repeats = 0;
    let mut checked = 0;
    for (n, rounds, seed) in [
        (8, 5, 1),
        (8, 9, 2),
        (9, 7, 3),
        (11, 9, 4),
        (12, 6, 5),
        (16, 7, 6),
        (19, 9, 7),
        (21, 9, 8),
        (32, 7, 9),
        (45, 9, 10),
        (64, 9, 11),
        (13, 5, 12),
        (10, 9, 13),
    ] {
        let mut e = event(System::Swiss, n);
        e.set_rounds(rounds).unwrap();
        let mut rng = Rng::new(seed);
        let mut met: HashSet<(u32, u32)> = HashSet::new();
        let mut byes: Vec<u32> = Vec::new();
        for r in 1..=rounds {
            let number = e.pair_next_round().unwrap();
            assert_eq!(number, r);
            let round = e.rounds.last().unwrap().clone();
            let ids: Vec<u32> = e.players.iter().map(|p| p.id).collect();
            let scores: Vec<u32> = ids.iter().map(|&id| e.points_before(id, number)).collect();
            let score = |id: u32| scores[ids.iter().position(|&x| x == id).unwrap()];
            let fewest = ids
                .iter()
                .map(|id| byes.iter().filter(|b| *b == id).count())
                .min()
                .unwrap();
            let bye_ok: Vec<u32> = ids
                .iter()
                .copied()
                .filter(|id| byes.iter().filter(|b| *b == id).count() == fewest)
                .collect();
            let before = met.clone();
            let mut seen = HashSet::new();
            let mut largest_gap = 0;
            let mut repeated = false;
            for g in &round.games {
                assert!(seen.insert(g.black));
                let Some(w) = g.white else {
                    assert!(
                        bye_ok.contains(&g.black),
                        "{n}p r{r}: a second bye while others had none"
                    );
                    byes.push(g.black);
                    continue;
                };
                assert!(seen.insert(w));
                largest_gap = largest_gap.max(score(g.black).abs_diff(score(w)));
                if !met.insert((g.black.min(w), g.black.max(w))) {
                    repeated = true;
                }
            }
            assert_eq!(seen.len(), n, "everyone is paired");
            if repeated {
                repeats += 1;
                assert!(n <= 20, "{n} players: a repeat pairing in round {r}");
                assert!(
                    !pairing_exists(&ids, &scores, &before, u32::MAX, &ids),
                    "{n}p r{r}: the repeat was avoidable"
                );
            } else if n <= 20 {
                // The bye: no one of those with the fewest byes and a lower score could have
                // had it without a repeat.
                let bye = round
                    .games
                    .iter()
                    .find(|g| g.white.is_none())
                    .map(|g| g.black);
                if let Some(bye) = bye {
                    for &c in bye_ok.iter().filter(|&&c| score(c) < score(bye)) {
                        assert!(
                            !pairing_exists(&ids, &scores, &before, u32::MAX, &[c]),
                            "{n}p r{r}: the bye could go lower"
                        );
                    }
                }
                // Score-group integrity: given the bye, no pairing without repeats keeps every
                // pair's scores closer.
                checked += 1;
                let bye_given: Vec<u32> = bye.into_iter().collect();
                if largest_gap > 0 {
                    assert!(
                        !pairing_exists(&ids, &scores, &before, largest_gap - 1, &bye_given),
                        "{n}p r{r}: scores {largest_gap} apart where a closer pairing existed"
                    );
                }
            }
            play_round(&mut e, &mut rng, true);
        }
        assert!(matches!(
            e.pair_next_round(),
            Err(TournamentError::EventFinished)
        ));
        for p in &e.players {
            let (blacks, whites) = colours(&e, p.id);
            assert!(
                (blacks - whites).abs() <= 2,
                "{n}p: player {} has {blacks} blacks and {whites} whites",
                p.id
            );
        }
    }
    // 8 players over 9 rounds must repeat in rounds 8 and 9, 10 players in none of 9.
    assert!(repeats >= 2, "repeats seen: {repeats}");
    assert!(checked > 50);
}

#[test]
fn the_event_file_round_trips_exactly() {
    let mut e = event(System::Swiss, 7);
    e.set_id("autumn-2026").unwrap();
    let mut rng = Rng::new(7);
    for _ in 0..3 {
        e.pair_next_round().unwrap();
        play_round(&mut e, &mut rng, true);
    }
    e.warn(3, 2).unwrap();
    e.withdraw(5).unwrap();
    e.pair_next_round().unwrap();
    let text = e.to_json();
    let back = Event::from_json(&text).unwrap();
    assert_eq!(back, e);
    assert_eq!(back.to_json(), text);
}

#[test]
fn a_swiss_event_longer_than_a_round_robin_still_pairs_every_round() {
    // 9 players over 12 rounds: from round 9 on some pair must meet again; every round is
    // still paired, everyone once, and no one has a second bye before all had one.
    let mut e = event(System::Swiss, 9);
    e.set_rounds(12).unwrap();
    let mut rng = Rng::new(99);
    for r in 1..=12 {
        assert_eq!(e.pair_next_round(), Ok(r));
        let ids: HashSet<u32> = e.rounds[r as usize - 1]
            .games
            .iter()
            .flat_map(|g| [Some(g.black), g.white])
            .flatten()
            .collect();
        assert_eq!(ids.len(), 9);
        play_round(&mut e, &mut rng, false);
    }
    let byes: Vec<usize> = e
        .players
        .iter()
        .map(|p| {
            e.rounds
                .iter()
                .flat_map(|r| &r.games)
                .filter(|g| g.white.is_none() && g.black == p.id)
                .count()
        })
        .collect();
    assert!(
        byes.iter().max().unwrap() - byes.iter().min().unwrap() <= 1,
        "{byes:?}"
    );
}
