//! Snapback (unit 10): every answer checked on the naive board: a stone thrown in that the
//! opponent may take, after which the marked chain is captured whatever the opponent replies
//! (each empty point, or a pass), by taking it at once or by taking back on the same point.

use super::connect::play;
use super::*;

/// Whether the chain through `target` falls after the learner's move at `m`: for every reply
/// it is in atari, or the reply took the thrown-in stone and the learner takes back at `m`.
fn naive_snapback(n: &Naive, target: Vertex, m: Vertex, learner: Color) -> bool {
    let Some((next, _)) = play(n, m, learner, None) else {
        return false;
    };
    // A sacrifice: the stone played is in atari.
    if next.liberties(m).len() != 1 || next.get(target).is_none() {
        return false;
    }
    let gone = |b: &Naive| b.get(target).is_none();
    let falls = |b: &Naive, ko: Option<Vertex>| {
        if gone(b) {
            return true;
        }
        let libs = b.liberties(target);
        libs.len() == 1 && play(b, libs[0], learner, ko).is_some_and(|(after, _)| gone(&after))
    };
    let replies: Vec<Vertex> = next.points().into_iter().filter(|&r| next.get(r).is_none()).collect();
    falls(&next, None)
        && replies.into_iter().all(|r| match play(&next, r, learner.opponent(), None) {
            None => true,
            Some((after, ko)) => falls(&after, ko),
        })
}

#[test]
fn snapback_answers_are_throw_ins_that_capture_on_the_naive_board() {
    let ps = common(Kind::Snapback);
    let mut snapped = 0;
    for p in &ps {
        let n = naive(p);
        let learner = p.learner();
        let stones = marked(p);
        let target = stones[0];
        assert_eq!(n.group(target), stones, "{:?}: the marks are one chain", p.request);
        assert_eq!(n.liberties(target).len(), 2, "{:?}", p.request);
        for &m in p.solution.moves().unwrap() {
            assert!(naive_snapback(&n, target, m, learner), "{:?}: {m:?}\n{}", p.request, p.position.to_diagram());
        }
        // The line: the throw-in, the opponent taking it, the learner taking back on the same point.
        let line = &p.line;
        assert!(line.len() >= 3 && line[2] == line[0], "{:?}: {line:?}", p.request);
        let end = replay(&n, learner, &line[..3]);
        assert!(end.get(target).is_none(), "{:?}: the chain is taken", p.request);
        snapped += 1;
        // A wrong move next to the chain is answered by an escape: the chain has two
        // liberties or more after the reply.
        for m in n.liberties(target).into_iter().flat_map(|l| n.neighbours(l)) {
            if n.get(m).is_some() || p.solution.moves().unwrap().contains(&m) {
                continue;
            }
            let v = p.check(&Attempt::Play(m));
            if !v.legal || v.correct {
                assert!(!v.correct, "{:?}: {m:?}", p.request);
                continue;
            }
            if let Some(r) = v.refutation {
                let (next, _) = play(&n, m, learner, None).unwrap();
                let (after, _) = play(&next, r, learner.opponent(), None).expect("a legal refutation");
                assert!(after.liberties(target).len() >= 2, "{:?}: {m:?} {r:?}", p.request);
            }
        }
    }
    assert!(snapped > 0);
}
