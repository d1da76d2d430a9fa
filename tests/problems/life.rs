//! Eye shapes, capturing races and life and death, against brute force on the naive board.

use super::*;

#[test]
fn vital_points_are_the_textbook_points() {
    for p in common(Kind::VitalPoint) {
        // The eye space (squares): the vital point of each textbook shape is its one point
        // with the most neighbours inside the space (the middle of 直三, the corner of 弯三,
        // the centre of 丁四, 梅花五 and 葡萄六, the point of 刀把五's square beside its handle).
        let eye: Vec<Vertex> = p
            .marks
            .iter()
            .filter(|m| m.kind == MarkKind::Square)
            .map(|m| Vertex::new(m.at[0], m.at[1]))
            .collect();
        assert!((3..=6).contains(&eye.len()));
        let n = naive(&p);
        let degree = |v: Vertex| n.neighbours(v).iter().filter(|x| eye.contains(x)).count();
        let best = eye.iter().map(|&v| degree(v)).max().unwrap();
        let vital: Vec<Vertex> = eye.iter().copied().filter(|&v| degree(v) == best).collect();
        assert_eq!(
            p.solution.moves().unwrap(),
            vital.as_slice(),
            "{:?}\n{}",
            p.request,
            p.position.to_diagram()
        );
        // The eye space is empty and walled in by the defender alone.
        for &v in &eye {
            assert!(n.get(v).is_none());
            for x in n.neighbours(v) {
                assert!(eye.contains(&x) || n.get(x) == Some(p.learner().opponent()));
            }
        }
        // Any other point of the space lets the defender live, shown on the board.
        if let Some(&other) = eye.iter().find(|v| !vital.contains(v)) {
            let v = p.check(&Attempt::Play(other));
            assert!(!v.correct);
            assert!(v.refutation.is_some(), "{:?}", p.request);
        }
    }
}

/// The brute-force race's table: (the cells, the side to move, after a pass) → the winner.
pub type RaceMemo = std::collections::HashMap<(Vec<Option<Color>>, Color, bool), Option<Color>>;

/// A race by brute force on the naive board: the side to move plays any empty point next to
/// either chain (its own liberties too) or passes; two passes in a row end it with both
/// chains standing (`None`, seki). Each side prefers winning to seki, seki to losing.
pub fn naive_race(
    n: &Naive,
    chains: (Vertex, Vertex),
    to_move: Color,
    passed: bool,
    memo: &mut RaceMemo,
) -> Option<Color> {
    let (black, white) = chains;
    if n.get(black) != Some(Color::Black) {
        return Some(Color::White);
    }
    if n.get(white) != Some(Color::White) {
        return Some(Color::Black);
    }
    let key = (n.cells.clone(), to_move, passed);
    if let Some(&r) = memo.get(&key) {
        return r;
    }
    let value = |r: Option<Color>| match r {
        Some(c) if c == to_move => 2,
        None => 1,
        Some(_) => 0,
    };
    let mut best = if passed {
        None
    } else {
        naive_race(n, chains, to_move.opponent(), true, memo)
    };
    let mut moves = n.liberties(black);
    moves.extend(n.liberties(white));
    for m in moves {
        if value(best) == 2 {
            break;
        }
        let mut next = n.clone();
        if next.play(m, to_move).is_some() {
            let r = naive_race(&next, chains, to_move.opponent(), false, memo);
            if value(r) > value(best) {
                best = r;
            }
        }
    }
    memo.insert(key, best);
    best
}

#[test]
fn races_are_won_as_a_brute_force_reads_them() {
    let ps = common(Kind::Race);
    let mut winners = std::collections::HashSet::new();
    let mut with_shared = 0;
    let mut eyes = 0;
    for p in &ps {
        let n = naive(p);
        let marked = marked(p);
        let black = *marked
            .iter()
            .find(|&&v| n.get(v) == Some(Color::Black))
            .unwrap();
        let white = *marked
            .iter()
            .find(|&&v| n.get(v) == Some(Color::White))
            .unwrap();
        let (b, w) = (n.liberties(black), n.liberties(white));
        let shared = b.iter().filter(|l| w.contains(l)).count();
        if shared > 0 {
            with_shared += 1;
        }
        // Shared liberties (公气) only from difficulty 3.
        if p.request.difficulty <= 2 {
            assert_eq!(shared, 0, "{:?}", p.request);
        }
        // An eye (a liberty whose every neighbour is a stone of the chain), only from 4 and
        // only with shared liberties: eye against no eye (有眼杀瞎).
        let has_eye = |chain: Vertex, libs: &[Vertex]| {
            let stones = n.group(chain);
            libs.iter().any(|&l| n.neighbours(l).iter().all(|x| stones.contains(x)))
        };
        let (be, we) = (has_eye(black, &b), has_eye(white, &w));
        if be || we {
            eyes += 1;
            assert!(p.request.difficulty >= 4 && shared > 0 && !(be && we), "{:?}", p.request);
        }
        let winner = naive_race(
            &n,
            (black, white),
            p.learner(),
            false,
            &mut Default::default(),
        )
        .unwrap_or_else(|| panic!("{:?}: a seki was handed out", p.request));
        let expected = if winner == Color::Black {
            "black"
        } else {
            "white"
        };
        assert_eq!(
            p.solution.choice(),
            Some(expected),
            "{:?}\n{}",
            p.request,
            p.position.to_diagram()
        );
        // The line plays the race out: the loser's chain is taken at its end, or (against an
        // eye) stands in atari on a point where its owner may not play: it must pass, and is
        // taken next.
        let end = replay(&n, p.learner(), &p.line);
        let loser = if winner == Color::Black { white } else { black };
        assert!(
            taken(&end, loser, winner.opponent()),
            "{:?}: the line captures",
            p.request
        );
        winners.insert(expected);
    }
    assert_eq!(winners.len(), 2);
    assert!(with_shared > ps.len() / 4, "shared liberties come up");
    assert!(eyes > 0, "eye against no eye comes up");
}

/// The naive life-and-death table: (cells, side to move, after a pass) → whether the group
/// lives; `None` while a position is being read (a cycle: the group has held).
type LifeMemo = std::collections::HashMap<(Vec<Option<Color>>, Color, bool), Option<bool>>;

/// Life and death by brute force on the naive board: either side plays any point of `space`
/// or passes; the group through `group` is dead when it is taken, and lives when both sides
/// pass with it on the board or when play comes back to a position already being read (the
/// attacker could not take it). The defender wants life, the attacker death.
fn naive_lives(
    n: &Naive,
    space: &[Vertex],
    group: Vertex,
    defender: Color,
    to_move: Color,
    passed: bool,
    memo: &mut LifeMemo,
) -> bool {
    if n.get(group) != Some(defender) {
        return false;
    }
    let key = (n.cells.clone(), to_move, passed);
    match memo.get(&key) {
        Some(Some(r)) => return *r,
        Some(None) => return true,
        None => {}
    }
    memo.insert(key.clone(), None);
    let wants = to_move == defender;
    let mut result = if passed {
        true
    } else {
        naive_lives(n, space, group, defender, to_move.opponent(), true, memo)
    };
    for &m in space {
        if result == wants {
            break;
        }
        let mut next = n.clone();
        if next.play(m, to_move).is_some() {
            result = naive_lives(&next, space, group, defender, to_move.opponent(), false, memo);
        }
    }
    memo.insert(key, Some(result));
    result
}

#[test]
fn life_death_answers_are_every_move_a_brute_force_finds() {
    let ps = common(Kind::LifeDeath);
    let (mut kills, mut lives) = (0, 0);
    for p in &ps {
        let n = naive(p);
        let group = marked(p);
        let defender = n.get(group[0]).unwrap();
        assert_eq!(n.group(group[0]), group, "the marks are the whole group");
        let space = p.eye_space().expect("a life-and-death problem has its eye space");
        // The group's liberties are all inside the space, and the space is walled in by it.
        for l in n.liberties(group[0]) {
            assert!(space.contains(&l));
        }
        for &v in space {
            for x in n.neighbours(v) {
                assert!(space.contains(&x) || group.contains(&x), "{:?}", p.request);
            }
        }
        let learner = p.learner();
        let kill = learner != defender;
        if kill {
            kills += 1
        } else {
            lives += 1
        }
        let right: Vec<Vertex> = space
            .iter()
            .copied()
            .filter(|&m| {
                let mut b = n.clone();
                b.play(m, learner).is_some()
                    && naive_lives(&b, space, group[0], defender, learner.opponent(), false, &mut Default::default())
                        != kill
            })
            .collect();
        assert_eq!(
            p.solution.moves().unwrap(),
            right.as_slice(),
            "{:?}\n{}",
            p.request,
            p.position.to_diagram()
        );
        // A move elsewhere (a pass) fails: the group is unsettled.
        assert_eq!(
            naive_lives(&n, space, group[0], defender, learner.opponent(), false, &mut Default::default()),
            kill,
            "{:?}: a pass would do",
            p.request
        );
        // A wrong move in the space is answered on the board by a legal move.
        let wrong = space
            .iter()
            .copied()
            .find(|m| !right.contains(m) && n.clone().play(*m, learner).is_some())
            .expect("a wrong move in the space");
        let v = p.check(&Attempt::Play(wrong));
        assert!(!v.correct && v.legal);
        let r = v.refutation.expect("the refutation is shown");
        let mut b = n.clone();
        b.play(wrong, learner);
        assert!(b.play(r, learner.opponent()).is_some());
        // And the refutation wins for the opponent (naively).
        assert_eq!(
            naive_lives(&b, space, group[0], defender, learner, false, &mut Default::default()),
            kill,
            "{:?}: the refutation wins",
            p.request
        );
        if p.request.difficulty >= 4 {
            assert!(space.iter().any(|&v| n.get(v).is_some()), "stones inside at 4–5");
        }
    }
    assert!(kills > ps.len() / 4 && lives > ps.len() / 4, "{kills} kill, {lives} live");
}
