//! Cutting (unit 7): the cut read again by the brute force of `connect.rs` on the naive board,
//! the roles turned (the marked chains are the opponent's): a move cuts when, after it, the
//! owner cannot join the chains within three moves of its own whatever the learner plays
//! between, both sides playing every empty point within two steps of the marked stones.

use super::connect::{Brute, marked_pair, play};
use super::*;

#[test]
fn cut_answers_are_every_move_a_brute_force_finds() {
    let _ = common(Kind::Cut);
    let mut problems = 0;
    for size in [7u8, 9, 13] {
        for d in 1..=5u8 {
            for seed in 0..4u64 {
                let p = problems::generate(&Request::new(Kind::Cut, size, d, seed * 37 + 3)).unwrap();
                problems += 1;
                let n = naive(&p);
                let learner = p.learner();
                let owner = learner.opponent();
                let (a, b) = marked_pair(&p, &n);
                assert_eq!(n.get(a), Some(owner), "{:?}: the marked stones are the opponent's", p.request);
                let mut brute = Brute::new(&n, a, b, owner);
                // The cut is needed: moving first, the owner would join them.
                assert!(brute.wins(&n, None, 3), "{:?}: cut already\n{}", p.request, p.position.to_diagram());
                let window = brute.candidates(&n);
                let mut right: Vec<Vertex> = Vec::new();
                for &m in &window {
                    let Some((after, k)) = play(&n, m, learner, None) else { continue };
                    if !brute.wins(&after, k, 3) {
                        right.push(m);
                    }
                }
                right.sort_by_key(|v| (v.y, v.x));
                let answers = p.solution.moves().unwrap();
                assert_eq!(answers, &right[..], "{:?}\n{}", p.request, p.position.to_diagram());
                // Every other move is answered by a joining move after which the owner joins
                // them whatever the learner plays.
                for &m in &window {
                    let v = p.check(&Attempt::Play(m));
                    if !v.legal {
                        continue;
                    }
                    assert_eq!(v.correct, right.contains(&m), "{:?}: {m:?}", p.request);
                    if v.correct {
                        assert!(v.explanation.zh.contains("切断了"));
                        continue;
                    }
                    let (after, k) = play(&n, m, learner, None).unwrap();
                    let r = v.refutation.unwrap_or_else(|| panic!("{:?}: {m:?} has no refutation", p.request));
                    let (joined, k2) = play(&after, r, owner, k).expect("a legal answer");
                    assert!(!brute.lost(&joined), "{:?}", p.request);
                    assert!(
                        brute.holds(&joined, k2, 2) || {
                            // joined at once: one chain through both with two liberties
                            joined.group(a).contains(&b) && joined.liberties(a).len() >= 2
                        },
                        "{:?}: after {m:?} the answer {r:?} does not join them",
                        p.request
                    );
                }
            }
        }
    }
    assert!(problems > 0);
}
