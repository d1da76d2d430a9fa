//! Connecting (unit 7): the connection game read again by brute force on the naive board.
//!
//! The game (docs/problems.md, `connect`): the two marked chains are *joined* when they are
//! one chain with two liberties or more; a move connects when, whatever the opponent plays or
//! if it passes, the learner joins them within two more moves. The engine reads it over a
//! few candidate moves; here both sides may play every empty point within two steps
//! (Manhattan distance) of the marked stones, and on the learner's last move any point, so
//! a candidate the engine leaves out that matters shows up as a different answer.

use std::collections::HashMap;

use super::*;

/// The brute-force connection game on the naive board.
pub(super) struct Brute {
    a: Vertex,
    b: Vertex,
    owner: Color,
    /// Where either side may play before the learner's last move (when empty), besides the
    /// connecting points of the moment.
    pub(super) window: Vec<Vertex>,
    memo: HashMap<(Vec<Option<Color>>, u32, bool), bool>,
}

/// Plays `c` at `v` on a copy, with the ko rule for the move after (`ko`: the point the
/// mover may not retake): `None` when the move is illegal.
pub(crate) fn play(n: &Naive, v: Vertex, c: Color, ko: Option<Vertex>) -> Option<(Naive, Option<Vertex>)> {
    if ko == Some(v) {
        return None;
    }
    let before = n.clone();
    let mut next = n.clone();
    let captured = next.play(v, c)?;
    // One stone taken by a lone stone left with that one liberty: a ko.
    let ko = if captured == 1 && next.group(v).len() == 1 && next.liberties(v).len() == 1 {
        let at = next.liberties(v)[0];
        (before.get(at) == Some(c.opponent())).then_some(at)
    } else {
        None
    };
    Some((next, ko))
}

impl Brute {
    /// The empty points of the window and the empty points next to both chains.
    pub(super) fn candidates(&self, n: &Naive) -> Vec<Vertex> {
        let mut out: Vec<Vertex> = self.window.iter().copied().filter(|&p| n.get(p).is_none()).collect();
        if !self.lost(n) {
            let (ga, gb) = (n.group(self.a), n.group(self.b));
            for p in n.points() {
                let touches = |g: &[Vertex]| n.neighbours(p).iter().any(|q| g.contains(q));
                if n.get(p).is_none() && !out.contains(&p) && touches(&ga) && touches(&gb) {
                    out.push(p);
                }
            }
        }
        out
    }

    pub(super) fn new(n: &Naive, a: Vertex, b: Vertex, owner: Color) -> Brute {
        let stones = [n.group(a), n.group(b)].concat();
        let window = n
            .points()
            .into_iter()
            .filter(|&p| {
                stones.iter().any(|s| {
                        (i32::from(s.x) - i32::from(p.x)).abs() + (i32::from(s.y) - i32::from(p.y)).abs() <= 2
                    })
            })
            .collect();
        Brute {
            a,
            b,
            owner,
            window,
            memo: HashMap::new(),
        }
    }

    fn joined(&self, n: &Naive) -> bool {
        n.get(self.a) == Some(self.owner)
            && n.get(self.b) == Some(self.owner)
            && n.group(self.a).contains(&self.b)
            && n.liberties(self.a).len() >= 2
    }

    pub(super) fn lost(&self, n: &Naive) -> bool {
        n.get(self.a) != Some(self.owner) || n.get(self.b) != Some(self.owner)
    }

    /// The learner to move with `left` moves: whether it joins them whatever happens between.
    pub(super) fn wins(&mut self, n: &Naive, ko: Option<Vertex>, left: u32) -> bool {
        let key = (n.cells.clone(), left, true);
        if ko.is_none()
            && let Some(&w) = self.memo.get(&key)
        {
            return w;
        }
        let candidates: Vec<Vertex> = if left == 1 {
            n.points().into_iter().filter(|&p| n.get(p).is_none()).collect()
        } else {
            self.candidates(n)
        };
        let mut result = false;
        for m in candidates {
            let Some((next, k)) = play(n, m, self.owner, ko) else {
                continue;
            };
            if self.joined(&next) || (left > 1 && !self.lost(&next) && self.holds(&next, k, left - 1)) {
                result = true;
                break;
            }
        }
        if ko.is_none() {
            self.memo.insert(key, result);
        }
        result
    }

    /// The opponent to move: whether the learner, with `left` moves after, joins them
    /// whatever the opponent plays (or if it passes).
    pub(super) fn holds(&mut self, n: &Naive, ko: Option<Vertex>, left: u32) -> bool {
        self.refutation(n, ko, left).is_none()
    }

    /// The opponent's move after which the learner cannot join them (`Some(None)`: passing
    /// does it).
    fn refutation(&mut self, n: &Naive, ko: Option<Vertex>, left: u32) -> Option<Option<Vertex>> {
        let key = (n.cells.clone(), left, false);
        if ko.is_none()
            && let Some(&held) = self.memo.get(&key)
            && held
        {
            return None;
        }
        let opponent = self.owner.opponent();
        for m in self.candidates(n) {
            let Some((next, k)) = play(n, m, opponent, ko) else {
                continue;
            };
            if self.lost(&next) || !self.wins(&next, k, left) {
                return Some(Some(m));
            }
        }
        if !self.wins(n, None, left) {
            return Some(None);
        }
        if ko.is_none() {
            self.memo.insert(key, true);
        }
        None
    }

    /// Whether the learner's move at `m` connects.
    fn connects(&mut self, n: &Naive, m: Vertex) -> Option<bool> {
        let (next, k) = play(n, m, self.owner, None)?;
        Some(self.joined(&next) || self.holds(&next, k, 2))
    }
}

/// The two marked chains, as one stone of each.
pub(super) fn marked_pair(p: &Problem, n: &Naive) -> (Vertex, Vertex) {
    let stones = marked(p);
    let a = stones[0];
    let others: Vec<Vertex> = stones.iter().copied().filter(|s| !n.group(a).contains(s)).collect();
    assert!(!others.is_empty(), "{:?}: one marked chain", p.request);
    let b = others[0];
    let mut both = [n.group(a), n.group(b)].concat();
    both.sort_by_key(|v| (v.y, v.x));
    assert_eq!(both, stones, "{:?}: the marks are exactly two chains", p.request);
    (a, b)
}

/// Whether the empty point `c` is a tiger's mouth of `owner` on the naive board: the opponent
/// may not play there, or its stone there has one liberty.
fn naive_mouth(n: &Naive, c: Vertex, owner: Color) -> bool {
    match play(n, c, owner.opponent(), None) {
        None => true,
        Some((next, _)) => next.liberties(c).len() == 1,
    }
}

#[test]
fn connect_answers_are_every_move_a_brute_force_finds() {
    let _ = common(Kind::Connect);
    let mut mouths = 0;
    let mut problems = 0;
    for size in [7u8, 9, 13] {
        for d in 1..=5u8 {
            for seed in 0..4u64 {
                let p = problems::generate(&Request::new(Kind::Connect, size, d, seed * 31 + 5)).unwrap();
                problems += 1;
                let n = naive(&p);
                let learner = p.learner();
                let (a, b) = marked_pair(&p, &n);
                assert_eq!(n.get(a), Some(learner));
                let mut brute = Brute::new(&n, a, b, learner);
                // Passing loses: the opponent has a cut.
                assert!(brute.refutation(&n, None, 2).is_some(), "{:?}: already connected", p.request);
                let window = brute.candidates(&n);
                let mut right: Vec<Vertex> = window
                    .iter()
                    .copied()
                    .filter(|&m| brute.connects(&n, m) == Some(true))
                    .collect();
                right.sort_by_key(|v| (v.y, v.x));
                let answers = p.solution.moves().unwrap();
                assert_eq!(answers, &right[..], "{:?}\n{}", p.request, p.position.to_diagram());
                // Every other move of the window is refuted by a cut the brute force agrees with.
                for &m in &window {
                    if right.contains(&m) {
                        continue;
                    }
                    let v = p.check(&Attempt::Play(m));
                    if !v.legal {
                        continue;
                    }
                    assert!(!v.correct);
                    let (after, k) = play(&n, m, learner, None).unwrap();
                    if let Some(r) = v.refutation {
                        let (cut, k2) = play(&after, r, learner.opponent(), k)
                            .unwrap_or_else(|| panic!("{:?}: the refutation {r:?} is illegal", p.request));
                        assert!(
                            brute.lost(&cut) || !brute.wins(&cut, k2, 2),
                            "{:?}: after {m:?} the cut at {r:?} does not cut",
                            p.request
                        );
                        assert!(v.explanation.zh.contains("切断"));
                    }
                }
                // From 2 a tiger's mouth is among the answers.
                let has_mouth = answers.iter().any(|&m| {
                    let (after, _) = play(&n, m, learner, None).unwrap();
                    n.points().into_iter().any(|c| {
                        after.get(c).is_none()
                            && after.neighbours(c).iter().any(|&s| after.get(s) == Some(learner) && after.group(s).contains(&a))
                            && after.neighbours(c).iter().any(|&s| after.get(s) == Some(learner) && after.group(s).contains(&b))
                            && !after.group(a).contains(&b)
                            && naive_mouth(&after, c, learner)
                    })
                });
                if d >= 2 {
                    assert!(has_mouth, "{:?}: no tiger's mouth among {answers:?}", p.request);
                }
                mouths += usize::from(has_mouth);
            }
        }
    }
    assert!(mouths * 3 >= problems * 2, "tiger's mouths in {mouths} of {problems}");
}

#[test]
fn connect_verdicts_name_the_tiger_mouth_and_the_cut() {
    let mut named = 0;
    for seed in 0..20u64 {
        let p = problems::generate(&Request::new(Kind::Connect, 9, 2, seed)).unwrap();
        for &m in p.solution.moves().unwrap() {
            let v = p.check(&Attempt::Play(m));
            assert!(v.correct && v.legal && v.refutation.is_none());
            if v.explanation.zh.contains("虎口") {
                assert!(v.explanation.en.contains("tiger's mouth"));
                named += 1;
            }
        }
    }
    assert!(named >= 20, "the tiger's mouth named {named} times");
}
