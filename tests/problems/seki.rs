//! Seki (unit 17): the `seki` choice and the `make-seki` moves against the brute-force race of
//! `life.rs` on the naive board (either side fills any liberty of either chain or passes; two
//! passes leave both chains standing: seki), and the verdicts' marks and counts.

use super::life::{RaceMemo, naive_race};
use super::*;

/// The black and white chains the problem marks (triangles).
fn chains(p: &Problem, n: &Naive) -> (Vertex, Vertex) {
    let marked = marked(p);
    let of = |c: Color| marked.iter().copied().find(|&v| n.get(v) == Some(c)).unwrap_or_else(|| panic!("{:?}: a {c:?} chain is marked", p.request));
    let (b, w) = (of(Color::Black), of(Color::White));
    // The marks are exactly the two chains.
    let mut both = n.group(b);
    both.extend(n.group(w));
    both.sort_by_key(|v| (v.y, v.x));
    assert_eq!(both, marked, "{:?}", p.request);
    (b, w)
}

fn shared(n: &Naive, (b, w): (Vertex, Vertex)) -> Vec<Vertex> {
    let wl = n.liberties(w);
    n.liberties(b).into_iter().filter(|l| wl.contains(l)).collect()
}

/// The liberties of a chain that are eyes (every neighbour a stone of the chain).
fn eyes(n: &Naive, v: Vertex) -> usize {
    let stones = n.group(v);
    n.liberties(v).iter().filter(|&&l| n.neighbours(l).iter().all(|x| stones.contains(x))).count()
}

fn circled(marks: &[tengen::lesson::Mark]) -> Vec<Vertex> {
    let mut v: Vec<Vertex> = marks.iter().filter(|m| m.kind == MarkKind::Circle).map(|m| Vertex::new(m.at[0], m.at[1])).collect();
    v.sort_by_key(|p| (p.y, p.x));
    v
}

#[test]
fn seki_answers_are_the_brute_force_race() {
    let ps = common(Kind::Seki);
    let mut seen = std::collections::BTreeSet::new();
    for p in &ps {
        let r = p.request;
        let n = naive(p);
        let diagram = p.position.to_diagram();
        let (b, w) = chains(p, &n);
        let s = shared(&n, (b, w));
        assert!(!s.is_empty(), "{r:?}: the chains share liberties\n{diagram}");
        // Neither chain has two eyes; eyes only from difficulty 4.
        let (be, we) = (eyes(&n, b), eyes(&n, w));
        assert!(be <= 1 && we <= 1, "{r:?}\n{diagram}");
        assert!(r.difficulty >= 4 || be + we == 0, "{r:?}");
        let mut memo = RaceMemo::default();
        let result = naive_race(&n, (b, w), p.learner(), false, &mut memo);
        let want = match result {
            None => "seki",
            Some(Color::Black) => "black",
            Some(Color::White) => "white",
        };
        assert_eq!(p.solution.choice(), Some(want), "{r:?}\n{diagram}");
        // At 5 the side to move decides it.
        if r.difficulty == 5 {
            let other = naive_race(&n, (b, w), p.learner().opponent(), false, &mut memo);
            assert_ne!(other, result, "{r:?}: the move decides\n{diagram}");
        }
        // Every choice is judged, with the shared liberties circled.
        for o in &p.options {
            let v = p.check(&Attempt::Answer(o.value.to_string()));
            assert_eq!(v.correct, o.value == want, "{r:?}: {}", o.value);
            assert_eq!(circled(&v.marks), s, "{r:?}");
            assert!(v.explanation.zh.contains(&format!("公气{}口", s.len())), "{r:?}: {}", v.explanation.zh);
        }
        let v = p.check(&right(p));
        if want == "seki" {
            // The count (第九条): each shared liberty half to each side; a fill loses stones.
            let half = if s.len() == 1 { "½" } else { "1" };
            assert!(v.explanation.zh.contains(&format!("每方{half}子")) && v.explanation.zh.contains("第九条"), "{r:?}: {}", v.explanation.zh);
            assert!(v.explanation.en.contains("would be taken"), "{r:?}: {}", v.explanation.en);
        } else {
            // The line plays the fight out: the loser's chain is taken (or left in atari on a
            // point its owner may not play).
            let end = replay(&n, p.learner(), &p.line);
            let (loser, owner) = if want == "black" { (w, Color::White) } else { (b, Color::Black) };
            assert!(taken(&end, loser, owner), "{r:?}: the line captures\n{diagram}\n{:?}", p.line);
        }
        seen.insert((want == "seki", be + we));
    }
    // Seki and not, with no eyes, one eye and an eye each.
    for case in [(true, 0), (false, 0), (false, 1), (true, 2)] {
        assert!(seen.contains(&case), "{case:?} in {seen:?}");
    }
}

/// The candidate moves: every liberty of either chain, and one point away from every stone
/// (a move elsewhere: the walls keep three liberties of their own, so a move next to one is
/// a move elsewhere too, as far as the fight goes).
fn candidates(n: &Naive, (b, w): (Vertex, Vertex)) -> Vec<Vertex> {
    let mut out = n.liberties(b);
    out.extend(n.liberties(w).into_iter().filter(|l| !n.liberties(b).contains(l)));
    let far = n.points().into_iter().find(|&v| {
        n.get(v).is_none() && n.points().iter().all(|&s| n.get(s).is_none() || s.x.abs_diff(v.x) + s.y.abs_diff(v.y) > 2)
    });
    out.extend(far);
    out
}

#[test]
fn make_seki_moves_are_every_move_that_makes_seki() {
    let ps = common(Kind::MakeSeki);
    let mut shared_fills = 0;
    let mut eyed = 0;
    for p in &ps {
        let r = p.request;
        let n = naive(p);
        let diagram = p.position.to_diagram();
        let learner = p.learner();
        let opponent = learner.opponent();
        let (b, w) = chains(p, &n);
        let mine = if learner == Color::Black { b } else { w };
        if eyes(&n, b) + eyes(&n, w) > 0 {
            eyed += 1;
        }
        let mut memo = RaceMemo::default();
        // Played elsewhere, the learner's chain is lost.
        assert_eq!(naive_race(&n, (b, w), opponent, true, &mut memo), Some(opponent), "{r:?}\n{diagram}");
        let mut right = Vec::new();
        for v in candidates(&n, (b, w)) {
            let mut next = n.clone();
            if next.play(v, learner).is_none() {
                continue;
            }
            let result = naive_race(&next, (b, w), opponent, false, &mut memo);
            assert_ne!(result, Some(learner), "{r:?}: no move wins outright\n{diagram}");
            if result.is_none() {
                right.push(v);
            }
            let verdict = p.check(&Attempt::Play(v));
            assert_eq!(verdict.correct, result.is_none(), "{r:?}: {v:?}\n{diagram}");
            if verdict.correct {
                assert!(verdict.explanation.zh.contains("双活"), "{r:?}");
                continue;
            }
            // A wrong move is answered on the board, and the answer keeps the win.
            let reply = verdict.refutation.unwrap_or_else(|| panic!("{r:?}: {v:?} is answered\n{diagram}"));
            let mut answered = next.clone();
            assert!(answered.play(reply, opponent).is_some(), "{r:?}: the answer is legal");
            if answered.get(mine).is_some() {
                assert_eq!(naive_race(&answered, (b, w), learner, false, &mut memo), Some(opponent), "{r:?}: {v:?} {reply:?}\n{diagram}");
            }
            if shared(&n, (b, w)).contains(&v) && next.liberties(mine).len() == 1 {
                // A shared liberty filled with no outside liberty left: the answer takes the
                // chain at once.
                assert!(answered.get(mine).is_none(), "{r:?}: {v:?} {reply:?}\n{diagram}");
                assert!(verdict.explanation.zh.contains("提掉"), "{r:?}: {}", verdict.explanation.zh);
                shared_fills += 1;
            }
        }
        right.sort_by_key(|v| (v.y, v.x));
        assert_eq!(p.solution.moves().unwrap(), right.as_slice(), "{r:?}\n{diagram}");
        assert!((1..=2).contains(&right.len()));
    }
    assert!(shared_fills > ps.len(), "shared liberties are tried and answered");
    assert!(eyed > 0, "chains with an eye come up");
}
