//! Double atari (unit 8): every answer checked by brute force on the naive board: the move
//! puts two opponent chains in atari, and after every reply of the opponent (each empty point
//! and a pass) one of them can still be taken.

use super::connect::play;
use super::*;

/// The opponent chains (one stone of each) that the learner's move at `m` puts in atari, of
/// those with two liberties or more before it; `None` when the move is illegal or captures.
fn naive_ataris(n: &Naive, m: Vertex, learner: Color) -> Option<(Naive, Vec<Vertex>)> {
    let (next, _) = play(n, m, learner, None)?;
    let count = |b: &Naive| b.points().into_iter().filter(|&p| b.get(p) == Some(learner.opponent())).count();
    if count(&next) != count(n) {
        return None;
    }
    let mut chains: Vec<Vertex> = Vec::new();
    for s in next.neighbours(m) {
        if next.get(s) == Some(learner.opponent())
            && n.liberties(s).len() >= 2
            && next.liberties(s).len() == 1
            && !chains.iter().any(|c| next.group(*c).contains(&s))
        {
            chains.push(s);
        }
    }
    Some((next, chains))
}

/// Whether one of `chains` is in atari on a point where the learner may play.
fn one_taken(n: &Naive, chains: &[Vertex], learner: Color, ko: Option<Vertex>) -> bool {
    chains.iter().any(|&c| {
        n.get(c) == Some(learner.opponent())
            && n.liberties(c).len() == 1
            && play(n, n.liberties(c)[0], learner, ko).is_some()
    })
}

/// Whether the learner's move at `m` is a double atari that captures whatever the reply.
fn naive_double_works(n: &Naive, m: Vertex, learner: Color) -> bool {
    let Some((next, chains)) = naive_ataris(n, m, learner) else {
        return false;
    };
    if chains.len() < 2 {
        return false;
    }
    next.points().into_iter().filter(|&r| next.get(r).is_none()).all(|r| {
        match play(&next, r, learner.opponent(), None) {
            None => true,
            Some((after, ko)) => one_taken(&after, &chains, learner, ko),
        }
    }) && one_taken(&next, &chains, learner, None)
}

#[test]
fn double_atari_answers_are_the_one_double_atari_a_brute_force_finds() {
    let ps = common(Kind::DoubleAtari);
    let mut single_stones = 0;
    for p in &ps {
        let n = naive(p);
        let learner = p.learner();
        let works: Vec<Vertex> = n
            .points()
            .into_iter()
            .filter(|&m| n.get(m).is_none() && naive_double_works(&n, m, learner))
            .collect();
        assert_eq!(p.solution.moves().unwrap(), &works[..], "{:?}\n{}", p.request, p.position.to_diagram());
        let (_, chains) = naive_ataris(&n, works[0], learner).unwrap();
        let sizes: Vec<usize> = chains.iter().map(|&c| n.group(c).len()).collect();
        if p.request.difficulty == 1 {
            assert!(sizes.iter().all(|&s| s == 1), "{:?}: {sizes:?}", p.request);
            single_stones += 1;
        }
        if p.request.difficulty >= 4 {
            // Something that looks like the answer: a false double atari, or another opponent
            // chain with two liberties.
            let false_double = n.points().into_iter().any(|m| {
                n.get(m).is_none()
                    && !works.contains(&m)
                    && naive_ataris(&n, m, learner).is_some_and(|(_, c)| c.len() >= 2)
            });
            let other = n.points().into_iter().any(|q| {
                n.get(q) == Some(learner.opponent())
                    && n.liberties(q).len() == 2
                    && !chains.iter().any(|&c| n.group(c).contains(&q))
            });
            assert!(false_double || other, "{:?}: nothing to tell it from", p.request);
        }
        // The line: the double atari, a reply, and a capture.
        assert_eq!(p.line.len(), 3, "{:?}", p.request);
        let end = replay(&n, learner, &p.line);
        let stones = |b: &Naive| b.points().into_iter().filter(|&q| b.get(q) == Some(learner.opponent())).count();
        let before = replay(&n, learner, &p.line[..2]);
        assert!(stones(&end) < stones(&before), "{:?}: the line ends with a capture", p.request);
    }
    assert!(single_stones > 0);
}

#[test]
fn double_atari_wrong_moves_are_refuted_by_a_saving_reply() {
    let mut refuted = 0;
    for d in 1..=5u8 {
        for seed in 0..6u64 {
            let p = problems::generate(&Request::new(Kind::DoubleAtari, 9, d, seed)).unwrap();
            let n = naive(&p);
            let learner = p.learner();
            for m in n.points() {
                if n.get(m).is_some() || p.solution.moves().unwrap().contains(&m) {
                    continue;
                }
                let v = p.check(&Attempt::Play(m));
                if !v.legal {
                    assert!(play(&n, m, learner, None).is_none(), "{:?}: {m:?} is legal", p.request);
                    continue;
                }
                assert!(!v.correct, "{:?}: {m:?}", p.request);
                let Some(r) = v.refutation else { continue };
                refuted += 1;
                let (next, chains) = naive_ataris(&n, m, learner).unwrap();
                let (after, ko) = play(&next, r, learner.opponent(), None).expect("a legal refutation");
                if chains.len() >= 2 {
                    // A false double atari: the reply saves both.
                    assert!(!one_taken(&after, &chains, learner, ko), "{:?}: {m:?} {r:?}", p.request);
                } else {
                    // One chain in atari: it runs out to two liberties or more.
                    assert_eq!(chains.len(), 1, "{:?}: {m:?}", p.request);
                    assert!(after.liberties(chains[0]).len() >= 2, "{:?}: {m:?} {r:?}", p.request);
                }
            }
        }
    }
    assert!(refuted >= 30, "{refuted} refuted wrong moves");
}
