//! The problem generator (`tengen::problems`): every kind for many seeds, sizes and
//! difficulties. Each problem must be a legal position whose answer set is complete and
//! correct — checked against a naive board that shares no code with the engine where the kind
//! is small enough to brute-force — and the same request must give the same problem.

#[path = "problems/naive.rs"]
mod naive;

#[path = "problems/basics.rs"]
mod basics;
#[path = "problems/connect.rs"]
mod connect;
#[path = "problems/cut.rs"]
mod cut;
#[path = "problems/double.rs"]
mod double;
#[path = "problems/eyes.rs"]
mod eyes;
#[path = "problems/finished.rs"]
mod finished;
#[path = "problems/ko.rs"]
mod ko;
#[path = "problems/ko_retake.rs"]
mod ko_retake;
#[path = "problems/life.rs"]
mod life;
#[path = "problems/reading.rs"]
mod reading;
#[path = "problems/seki.rs"]
mod seki;
#[path = "problems/snapback.rs"]
mod snapback;
#[path = "problems/registry.rs"]
mod registry;

use naive::Naive;
use tengen::lesson::{Attempt, MarkKind};
use tengen::problems::{self, AnswerForm, Kind, Problem, ProblemError, Request, Solution};
use tengen::{Color, Vertex};

const SEEDS: u64 = 12;

/// The sizes each kind is tried on.
fn sizes(kind: Kind) -> Vec<u8> {
    let (lo, hi) = kind.sizes();
    [7u8, 9, 13, 19]
        .into_iter()
        .filter(|s| (lo..=hi).contains(s))
        .collect()
}

/// Every problem of `kind` over the seeds, sizes and difficulties; generation must succeed.
fn all(kind: Kind, seeds: u64) -> Vec<Problem> {
    let mut out = Vec::new();
    for size in sizes(kind) {
        for d in 1..=5 {
            for seed in 0..seeds {
                let request = Request::new(kind, size, d, seed * 7919 + u64::from(size));
                let p = problems::generate(&request).unwrap_or_else(|e| panic!("{request:?}: {e}"));
                assert_eq!(p.request, request);
                out.push(p);
            }
        }
    }
    out
}

fn naive(p: &Problem) -> Naive {
    Naive::from_diagram(&p.position.to_diagram())
}

/// The stones the prompt points at (triangles).
fn marked(p: &Problem) -> Vec<Vertex> {
    let mut v: Vec<Vertex> = p
        .marks
        .iter()
        .filter(|m| m.kind == MarkKind::Triangle)
        .map(|m| Vertex::new(m.at[0], m.at[1]))
        .collect();
    v.sort_by_key(|p| (p.y, p.x));
    v
}

/// A legal position: no chain without liberties (checked naively), and the SGF the page gets
/// holds exactly its stones.
fn assert_legal(p: &Problem) {
    let n = naive(p);
    for v in n.points() {
        if n.get(v).is_some() {
            assert!(
                !n.liberties(v).is_empty(),
                "{:?}: chain at {v:?} has no liberty\n{}",
                p.request,
                p.position.to_diagram()
            );
        }
    }
    let parsed = tengen::sgf::read_str(&p.sgf(), &tengen::sgf::ReadOptions::strict())
        .expect("the problem's SGF reads");
    let replay = tengen::sgf::replay(
        &parsed.collection.trees[0],
        &tengen::sgf::ReplayOptions::default(),
    )
    .expect("the SGF replays");
    let game = replay.final_game().expect("a game");
    assert_eq!(game.position(), p.position, "{:?}", p.request);
}

fn right(p: &Problem) -> Attempt {
    match &p.solution {
        Solution::Moves(m) => Attempt::Play(m[0]),
        Solution::Points(v) => Attempt::Points(v.clone()),
        Solution::Number(n) => Attempt::Answer(format!("{n}")),
        Solution::Choice(c) => Attempt::Answer(c.to_string()),
    }
}

/// The shared checks: legal, deterministic, the stated answer accepted, Chinese text present.
fn common(kind: Kind) -> Vec<Problem> {
    // The reading kinds search every answer: fewer seeds keep the debug build quick.
    let seeds = if matches!(
        kind,
        Kind::Atari | Kind::Escape | Kind::Connect | Kind::Cut | Kind::CaptureTwo | Kind::LadderNet | Kind::Snapback | Kind::LifeDeath | Kind::KoThreat | Kind::MakeSeki
    ) {
        4
    } else {
        SEEDS
    };
    let ps = all(kind, seeds);
    for p in &ps {
        assert_legal(p);
        assert_eq!(p.answer, kind.answer_form());
        assert!(p.prompt.zh.chars().any(|c| c > '\u{2e80}') && !p.prompt.en.is_empty());
        let again = problems::generate(&p.request).unwrap();
        assert_eq!(&again, p, "the same request gives the same problem");
        let verdict = p.check(&right(p));
        assert!(
            verdict.correct && verdict.legal,
            "{:?}: the solution is not accepted: {:?}",
            p.request,
            verdict.explanation
        );
    }
    // Not the same position over and over.
    let mut positions: Vec<String> = ps.iter().map(|p| p.position.to_diagram()).collect();
    positions.sort();
    positions.dedup();
    assert!(
        positions.len() * 10 >= ps.len() * 9,
        "{kind}: only {} distinct positions in {}",
        positions.len(),
        ps.len()
    );
    ps
}

/// Whether the line leaves the chain through `at` captured, or in atari on a point where
/// its owner cannot play (it is taken next).
fn taken(end: &Naive, at: Vertex, owner: Color) -> bool {
    end.get(at).is_none() || {
        let libs = end.liberties(at);
        libs.len() == 1 && end.clone().play(libs[0], owner).is_none()
    }
}

/// Plays `line` on the naive board from the learner, alternately.
fn replay(n: &Naive, learner: Color, line: &[Vertex]) -> Naive {
    let mut b = n.clone();
    let mut c = learner;
    for &v in line {
        assert!(b.play(v, c).is_some(), "the line's move {v:?} is legal");
        c = c.opponent();
    }
    b
}
