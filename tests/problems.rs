//! The problem generator (`tengen::problems`): every kind for many seeds, sizes and
//! difficulties. Each problem must be a legal position whose answer set is complete and
//! correct — checked against a naive board that shares no code with the engine where the kind
//! is small enough to brute-force — and the same request must give the same problem.

#[path = "problems/naive.rs"]
mod naive;

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
        Kind::Atari | Kind::Escape | Kind::CaptureTwo | Kind::LadderNet | Kind::LifeDeath
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

#[test]
fn liberty_count_is_the_marked_chains_liberties() {
    for p in common(Kind::LibertyCount) {
        let n = naive(&p);
        let chain = marked(&p);
        assert_eq!(n.group(chain[0]), chain, "the marks are the whole chain");
        let libs = n.liberties(chain[0]).len() as f64;
        assert_eq!(p.solution, Solution::Number(libs), "{:?}", p.request);
        assert!(!p.check(&Attempt::Answer(format!("{}", libs + 1.0))).correct);
        // Harder problems ask about longer chains.
        if p.request.difficulty >= 3 {
            assert!(chain.len() >= 3 && libs >= 4.0);
        }
    }
}

#[test]
fn liberties_are_exactly_the_marked_chains_liberties() {
    for p in common(Kind::Liberties) {
        let n = naive(&p);
        let chain = marked(&p);
        assert_eq!(n.group(chain[0]), chain);
        let libs = n.liberties(chain[0]);
        assert_eq!(
            p.solution,
            Solution::Points(libs.clone()),
            "{:?}",
            p.request
        );
        // One missing point, and one extra, are both wrong and said so.
        let short = p.check(&Attempt::Points(libs[1..].to_vec()));
        assert!(!short.correct && short.missing == vec![libs[0]]);
        let stone = chain[0];
        let mut extra = libs.clone();
        extra.push(stone);
        let over = p.check(&Attempt::Points(extra));
        assert!(!over.correct && over.wrong == vec![stone]);
    }
}

#[test]
fn capture_answers_are_every_capturing_move() {
    for p in common(Kind::Capture) {
        let n = naive(&p);
        let learner = p.learner();
        let capturing: Vec<Vertex> = n
            .points()
            .into_iter()
            .filter(|&v| n.clone().play(v, learner).is_some_and(|c| c > 0))
            .collect();
        assert_eq!(
            p.solution.moves().unwrap(),
            capturing.as_slice(),
            "{:?}\n{}",
            p.request,
            p.position.to_diagram()
        );
        assert_eq!(capturing.len(), 1, "one chain to capture");
        // Every other legal move is wrong, and the engine answers it on the board.
        for v in n.points() {
            if capturing.contains(&v) || n.clone().play(v, learner).is_none() {
                continue;
            }
            let verdict = p.check(&Attempt::Play(v));
            assert!(!verdict.correct && verdict.legal);
            if let Some(r) = verdict.refutation {
                let mut after = n.clone();
                after.play(v, learner);
                assert!(
                    after.play(r, learner.opponent()).is_some(),
                    "the refutation is a legal move"
                );
            }
        }
    }
}

#[test]
fn illegal_moves_are_verdicts_with_the_rule() {
    let p = problems::generate(&Request::new(Kind::Capture, 9, 2, 3)).unwrap();
    let stone = p.position.board().stones().next().unwrap().0;
    let v = p.check(&Attempt::Play(stone));
    assert!(!v.legal && !v.correct);
    assert_eq!(v.reason, Some("occupied"));
    assert!(v.explanation.zh.contains("已经有棋子"));
}

#[test]
fn answers_of_the_wrong_form_are_not_accepted() {
    let p = problems::generate(&Request::new(Kind::LibertyCount, 9, 1, 1)).unwrap();
    assert!(!p.check(&Attempt::Play(Vertex::new(0, 0))).correct);
    assert!(!p.check(&Attempt::Answer("three".into())).correct);
    let n = p.solution.number().unwrap();
    assert!(p.check(&Attempt::Answer(format!(" {n} "))).correct);
}

#[test]
fn bad_requests_are_typed_errors() {
    assert_eq!(Kind::from_id("nope").unwrap_err().code(), "unknownKind");
    let e = problems::generate(&Request::new(Kind::Capture, 5, 1, 0)).unwrap_err();
    assert_eq!(
        e,
        ProblemError::BadSize {
            kind: Kind::Capture,
            size: 5
        }
    );
    assert!(e.message_zh().contains("5路"));
    let e = problems::generate(&Request::new(Kind::Capture, 9, 0, 0)).unwrap_err();
    assert_eq!(e.code(), "badDifficulty");
    let e = problems::generate(&Request::new(Kind::Capture, 9, 6, 0)).unwrap_err();
    assert_eq!(e.code(), "badDifficulty");
    assert!(!e.message_en().is_empty() && !e.message_zh().is_empty());
}

#[test]
fn kinds_are_listed_with_both_names() {
    let kinds = problems::kinds();
    assert_eq!(kinds.len(), Kind::ALL.len());
    for k in kinds {
        assert_eq!(Kind::from_id(k.id).unwrap(), k.kind);
        assert!(
            !k.name.en.is_empty()
                && k.name
                    .zh
                    .chars()
                    .all(|c| c > '\u{2e80}' || c.is_ascii() || "？，".contains(c))
        );
        assert!(!k.units.is_empty());
        assert_eq!(k.answer, k.kind.answer_form());
    }
    assert_eq!(Kind::LibertyCount.answer_form(), AnswerForm::Number);
}

#[test]
fn seeds_give_different_problems_and_kinds_do_not_share_them() {
    let a = problems::generate(&Request::new(Kind::LibertyCount, 9, 3, 1)).unwrap();
    let b = problems::generate(&Request::new(Kind::LibertyCount, 9, 3, 2)).unwrap();
    let c = problems::generate(&Request::new(Kind::Liberties, 9, 3, 1)).unwrap();
    assert_ne!(a.position, b.position);
    assert_ne!(a.position, c.position);
    // The learner is the side to move and may be either colour.
    let colours: Vec<Color> = all(Kind::Capture, 10)
        .iter()
        .map(Problem::learner)
        .collect();
    assert!(colours.contains(&Color::Black) && colours.contains(&Color::White));
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

/// The problem's line starts with its first answer and, replayed on the naive board, ends
/// with the marked chain through `target` taken.
fn assert_line_takes(p: &Problem, n: &Naive, target: Vertex) {
    assert_eq!(p.line[0], p.solution.moves().unwrap()[0]);
    let end = replay(n, p.learner(), &p.line);
    assert!(
        taken(&end, target, p.learner().opponent()),
        "{:?}: the line captures\n{}",
        p.request,
        p.position.to_diagram()
    );
}

#[test]
fn atari_answers_are_ataris_whose_line_captures() {
    for p in common(Kind::Atari) {
        let n = naive(&p);
        let target = marked(&p);
        assert_eq!(n.group(target[0]), target);
        let libs = n.liberties(target[0]);
        assert_eq!(libs.len(), 2, "the marked chain has two liberties");
        let right = p.solution.moves().unwrap();
        assert_eq!(right.len(), 1, "exactly one of the two ataris works");
        assert!(libs.contains(&right[0]));
        // The line starts with the answer and ends with the chain captured (naively).
        assert_line_takes(&p, &n, target[0]);
        // The other atari is answered by an escape the board shows.
        let other = libs.into_iter().find(|l| *l != right[0]).unwrap();
        let v = p.check(&Attempt::Play(other));
        assert!(!v.correct);
        let r = v.refutation.expect("the escape is shown");
        let mut after = n.clone();
        after.play(other, p.learner());
        assert!(after.play(r, p.learner().opponent()).is_some());
        assert!(after.liberties(target[0]).len() >= 2);
    }
}

#[test]
fn escape_answers_save_the_chain_or_it_cannot_escape() {
    let mut cannot = 0;
    let ps = common(Kind::Escape);
    for p in &ps {
        let n = naive(p);
        let chain = marked(p);
        assert_eq!(
            n.liberties(chain[0]).len(),
            1,
            "the marked chain is in atari"
        );
        match &p.solution {
            Solution::Moves(saves) => {
                for &m in saves {
                    let mut b = n.clone();
                    b.play(m, p.learner()).expect("legal");
                    assert!(
                        b.liberties(chain[0]).len() >= 2,
                        "a save leaves two liberties or more"
                    );
                }
                assert!(!p.check(&Attempt::Answer("cannot-escape".into())).correct);
            }
            Solution::Choice(c) => {
                assert_eq!(c, "cannot-escape");
                cannot += 1;
                // The plain extension is refuted on the board.
                let lib = n.liberties(chain[0])[0];
                if n.clone().play(lib, p.learner()).is_some() {
                    let v = p.check(&Attempt::Play(lib));
                    assert!(!v.correct && v.refutation.is_some(), "{:?}", p.request);
                }
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(
        cannot > 0 && cannot < ps.len(),
        "both answers occur ({cannot} of {})",
        ps.len()
    );
}

#[test]
fn capture_two_lines_capture_the_marked_stones() {
    for p in common(Kind::CaptureTwo) {
        let n = naive(&p);
        let target = marked(&p);
        assert_eq!(n.liberties(target[0]).len(), 2, "not capturable in one");
        let right = p.solution.moves().unwrap();
        assert!(!right.is_empty() && right.len() <= 2);
        assert_line_takes(&p, &n, target[0]);
        assert!(p.line.len() >= 3, "two moves of the learner's at least");
    }
}

/// How the naive board sees a capture's first move and line: a ladder (every attacking move
/// leaves the chain one liberty, every reply two, at least two replies) or a net (off the
/// chain's liberties, beside one, leaving it two).
fn naive_ladder_or_net(n: &Naive, target: Vertex, learner: Color, line: &[Vertex]) -> bool {
    let libs = n.liberties(target);
    if !libs.contains(&line[0]) {
        let mut b = n.clone();
        b.play(line[0], learner).expect("legal");
        let beside = libs.iter().any(|&l| n.neighbours(l).contains(&line[0]));
        return beside && b.get(target).is_some() && b.liberties(target).len() == 2;
    }
    let mut b = n.clone();
    let mut c = learner;
    for (i, &m) in line.iter().enumerate() {
        b.play(m, c).expect("the line is legal");
        if b.get(target).is_none() {
            return i + 1 == line.len() && i >= 4;
        }
        let want = if i % 2 == 0 { 1 } else { 2 };
        if b.liberties(target).len() != want {
            return false;
        }
        c = c.opponent();
    }
    line.len() >= 5 && line.len() % 2 == 1
}

#[test]
fn ladder_net_answers_are_ladders_or_nets_whose_line_captures() {
    let (mut ladders, mut nets) = (0, 0);
    for p in common(Kind::LadderNet) {
        let n = naive(&p);
        let target = marked(&p);
        assert_eq!(n.group(target[0]), target);
        assert_eq!(n.liberties(target[0]).len(), 2, "not capturable in one");
        let right = p.solution.moves().unwrap();
        assert!(!right.is_empty() && right.len() <= 2);
        assert_line_takes(&p, &n, target[0]);
        assert!(
            naive_ladder_or_net(&n, target[0], p.learner(), &p.line),
            "{:?}: the answer is a ladder or a net\n{}\n{:?}",
            p.request,
            p.position.to_diagram(),
            p.line
        );
        if n.liberties(target[0]).contains(&p.line[0]) {
            ladders += 1;
        } else {
            nets += 1;
        }
        // Nets only from difficulty 3.
        if p.request.difficulty <= 2 {
            assert!(n.liberties(target[0]).contains(&right[0]));
        }
        // A wrong atari is answered by the chain's escape, shown on the board.
        let libs = n.liberties(target[0]);
        if let Some(&other) = libs.iter().find(|l| !right.contains(l))
            && n.clone().play(other, p.learner()).is_some()
        {
            let v = p.check(&Attempt::Play(other));
            assert!(!v.correct);
            if let Some(r) = v.refutation {
                let mut after = n.clone();
                after.play(other, p.learner());
                assert!(after.play(r, p.learner().opponent()).is_some());
            }
        }
    }
    assert!(ladders > 0, "ladders come up");
    assert!(nets > 0, "nets come up ({nets} of {})", ladders + nets);
}

/// The point the prompt marks (a circle).
fn marked_point(p: &Problem) -> Vertex {
    let c: Vec<Vertex> = p
        .marks
        .iter()
        .filter(|m| m.kind == MarkKind::Circle)
        .map(|m| Vertex::new(m.at[0], m.at[1]))
        .collect();
    assert_eq!(c.len(), 1);
    c[0]
}

#[test]
fn forbidden_answers_follow_the_naive_rules() {
    let ps = common(Kind::Forbidden);
    let mut seen = std::collections::HashSet::new();
    for p in &ps {
        let n = naive(p);
        let v = marked_point(p);
        assert!(n.get(v).is_none());
        assert!(
            n.neighbours(v).iter().all(|&x| n.get(x).is_some()),
            "no empty neighbour"
        );
        let expected = match n.clone().play(v, p.learner()) {
            None => "forbidden",
            Some(0) => "allowed",
            Some(_) => "allowed-captures",
        };
        assert_eq!(
            p.solution,
            Solution::Choice(expected.into()),
            "{:?}\n{}",
            p.request,
            p.position.to_diagram()
        );
        seen.insert(expected);
        for o in &p.options {
            assert_eq!(
                p.check(&Attempt::Answer(o.value.to_string())).correct,
                o.value == expected
            );
        }
    }
    assert_eq!(seen.len(), 3, "every answer occurs");
}

#[test]
fn eye_answers_follow_the_diagonal_rule() {
    let ps = common(Kind::Eye);
    let (mut real, mut fake) = (0, 0);
    for p in &ps {
        let n = naive(p);
        let e = marked_point(p);
        let owner = n.get(n.neighbours(e)[0]).expect("a stone beside the eye");
        assert!(n.neighbours(e).iter().all(|&x| n.get(x) == Some(owner)));
        let (x, y) = (i32::from(e.x), i32::from(e.y));
        let diagonals: Vec<Vertex> = [
            (x - 1, y - 1),
            (x + 1, y - 1),
            (x - 1, y + 1),
            (x + 1, y + 1),
        ]
        .into_iter()
        .filter(|&(a, b)| a >= 0 && b >= 0 && (a as usize) < n.w && (b as usize) < n.h)
        .map(|(a, b)| Vertex::new(a as u8, b as u8))
        .collect();
        let held = diagonals
            .iter()
            .filter(|&&d| n.get(d) == Some(owner.opponent()))
            .count();
        let needed = if diagonals.len() == 4 { 2 } else { 1 };
        let expected = if held >= needed { "false" } else { "real" };
        if expected == "real" {
            real += 1
        } else {
            fake += 1
        }
        assert_eq!(
            p.solution,
            Solution::Choice(expected.into()),
            "{:?}\n{}",
            p.request,
            p.position.to_diagram()
        );
        // Nothing to capture at once: every chain has two liberties or more.
        for v in n.points() {
            if n.get(v).is_some() {
                assert!(n.liberties(v).len() >= 2);
            }
        }
    }
    assert!(
        real > ps.len() / 4 && fake > ps.len() / 4,
        "both answers occur ({real} real, {fake} false)"
    );
}

/// `45½` for 45.5.
fn tengen_number(x: f64) -> String {
    if x.fract() == 0.5 {
        format!("{}½", x.trunc())
    } else {
        format!("{x}")
    }
}

/// Area counting done naively: Black's stones (dead ones removed) plus the empty regions
/// that reach only Black, plus half of those that reach both.
fn naive_black_count(n: &Naive, dead: &[Vertex]) -> f64 {
    let mut b = n.clone();
    for &d in dead {
        b.cells[usize::from(d.y) * b.w + usize::from(d.x)] = None;
    }
    let mut seen = vec![false; b.w * b.h];
    let mut total = 0.0;
    for v in b.points() {
        match b.get(v) {
            Some(Color::Black) => total += 1.0,
            Some(Color::White) => {}
            None if !seen[usize::from(v.y) * b.w + usize::from(v.x)] => {
                let (mut region, mut i) = (vec![v], 0);
                seen[usize::from(v.y) * b.w + usize::from(v.x)] = true;
                let (mut black, mut white) = (false, false);
                while i < region.len() {
                    for x in b.neighbours(region[i]) {
                        match b.get(x) {
                            Some(Color::Black) => black = true,
                            Some(Color::White) => white = true,
                            None if !seen[usize::from(x.y) * b.w + usize::from(x.x)] => {
                                seen[usize::from(x.y) * b.w + usize::from(x.x)] = true;
                                region.push(x);
                            }
                            None => {}
                        }
                    }
                    i += 1;
                }
                total += region.len() as f64
                    * match (black, white) {
                        (true, false) => 1.0,
                        (true, true) => 0.5,
                        _ => 0.0,
                    };
            }
            None => {}
        }
    }
    total
}

#[test]
fn counts_are_the_naive_area_count() {
    for p in common(Kind::Count) {
        let n = naive(&p);
        let expected = naive_black_count(&n, &p.dead);
        assert_eq!(
            p.solution,
            Solution::Number(expected),
            "{:?}\n{}",
            p.request,
            p.position.to_diagram()
        );
        assert!(
            !p.check(&Attempt::Answer(format!("{}", expected + 0.5)))
                .correct
        );
        assert!(
            p.check(&Attempt::Answer(tengen_number(expected))).correct,
            "fractions as the rules write them"
        );
        if p.request.difficulty >= 3 {
            assert!(!p.dead.is_empty(), "dead stones from difficulty 3");
        }
    }
}

#[test]
fn results_are_the_count_with_komi() {
    for p in common(Kind::Result) {
        let n = naive(&p);
        let black = naive_black_count(&n, &p.dead);
        // 81 points: White has the rest; komi 7.5 points.
        let margin = black - (81.0 - black) - 7.5;
        let expected = if margin > 0.0 {
            format!("B+{margin}")
        } else {
            format!("W+{}", -margin)
        };
        assert_eq!(
            p.solution.choice(),
            Some(expected.as_str()),
            "{:?}",
            p.request
        );
        assert!(p.options.len() >= 3 && p.options.iter().any(|o| o.value == expected));
        assert!(
            p.options
                .iter()
                .all(|o| !o.label.zh.is_empty() && o.label.zh.contains('子'))
        );
    }
}

#[test]
fn dead_stones_are_invaders_the_engine_also_finds_dead() {
    let ps = common(Kind::DeadStones);
    for p in &ps {
        let n = naive(p);
        let dead = p.solution.points().unwrap();
        assert!(!dead.is_empty());
        // Whole chains, each inside the other side's area.
        for &d in dead {
            let chain = n.group(d);
            assert!(
                chain.iter().all(|s| dead.contains(s)),
                "a dead chain is marked whole"
            );
        }
        // Marking a living stone too is wrong, and says so.
        let alive = n
            .points()
            .into_iter()
            .find(|&v| n.get(v).is_some() && !dead.contains(&v))
            .unwrap();
        let mut more = dead.to_vec();
        more.push(alive);
        let v = p.check(&Attempt::Points(more));
        assert!(!v.correct && v.wrong == vec![alive]);
        // The count after taking them off is settled (nothing but shared points left open).
        let s = tengen::score::count(p.position.board(), dead, &Default::default()).unwrap();
        assert!(
            s.unsettled
                .iter()
                .all(|u| u.kind == tengen::score::UnsettledKind::Dame)
        );
    }
}

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
type RaceMemo = std::collections::HashMap<(Vec<Option<Color>>, Color, bool), Option<Color>>;

/// A race by brute force on the naive board: the side to move plays any empty point next to
/// either chain (its own liberties too) or passes; two passes in a row end it with both
/// chains standing (`None`, seki). Each side prefers winning to seki, seki to losing.
fn naive_race(
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

/// The requests whose problems `tests/problems/same-everywhere.txt` records: every kind, every
/// difficulty, on 9×9.
fn everywhere_requests() -> Vec<Request> {
    Kind::ALL
        .into_iter()
        .flat_map(|k| (1..=5).map(move |d| Request::new(k, 9, d, 40 + u64::from(d))))
        .collect()
}

/// One line a problem: the request, the position's SGF and the answer in words. The browser
/// suite (`tests/e2e/practice.test.mjs`) makes the same problems with the wasm build and
/// compares them with the same file, so the two builds give the same problem from the same
/// seed. After a deliberate change to a generator: `TENGEN_UPDATE_PROBLEMS=1 cargo test
/// --test problems same_everywhere`.
#[test]
fn same_everywhere_native_side() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/problems/same-everywhere.txt");
    let lines: Vec<String> = everywhere_requests()
        .iter()
        .map(|r| {
            let p = problems::generate(r).unwrap();
            format!(
                "{} {} {} {}\t{}\t{}",
                r.kind,
                r.size,
                r.difficulty,
                r.seed,
                p.sgf(),
                p.answer_text().en
            )
        })
        .collect();
    let text = lines.join("\n") + "\n";
    if std::env::var_os("TENGEN_UPDATE_PROBLEMS").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    let recorded = std::fs::read_to_string(path).expect("the recorded problems");
    for (a, b) in recorded.lines().zip(text.lines()) {
        assert_eq!(a, b, "the recorded problem (see the comment to update it)");
    }
    assert_eq!(recorded.lines().count(), lines.len());
}

#[test]
fn attempts_are_bounded_and_running_out_is_a_typed_error() {
    for kind in Kind::ALL {
        let r = Request::new(kind, 9, 3, 5);
        let e = problems::generate_within(&r, 0).unwrap_err();
        assert_eq!(
            e,
            ProblemError::Exhausted {
                kind,
                size: 9,
                difficulty: 3
            }
        );
        assert_eq!(e.code(), "exhausted");
        assert!(e.message_zh().contains("种子") && e.message_en().contains("another seed"));
    }
    // One candidate position a request: the new kinds refuse some, and say so.
    for kind in [Kind::LadderNet, Kind::LifeDeath] {
        let results: Vec<bool> = (0..40)
            .map(|seed| problems::generate_within(&Request::new(kind, 9, 5, seed), 1).is_ok())
            .collect();
        assert!(results.contains(&false), "{kind}: one attempt is not always enough");
        // With the full bound the same requests all succeed.
        for seed in 0..40 {
            assert!(problems::generate(&Request::new(kind, 9, 5, seed)).is_ok());
        }
    }
}

/// The kinds that practise unit `id` (what the practice page runs for "practise this").
fn kinds_of_unit(id: &str) -> Vec<&'static str> {
    problems::kinds()
        .into_iter()
        .filter(|k| k.units.contains(&id))
        .map(|k| k.id)
        .collect()
}

#[test]
fn each_unit_practises_what_it_taught() {
    // Every unit a kind names is a unit of the school.
    let index = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/lessons/index.json"))
        .unwrap();
    for k in problems::kinds() {
        for u in &k.units {
            assert!(index.contains(&format!("-{u}.json\"")), "{}: no unit {u}", k.id);
        }
    }
    assert_eq!(kinds_of_unit("liberties"), ["liberty-count", "liberties"]);
    assert_eq!(kinds_of_unit("atari"), ["capture", "atari"]);
    assert_eq!(kinds_of_unit("ladder"), ["ladder-net"]);
    assert_eq!(kinds_of_unit("eye-shapes"), ["vital-point"]);
    assert_eq!(kinds_of_unit("life-death"), ["life-death"]);
    assert_eq!(kinds_of_unit("race"), ["race"]);
    // No kind drills these yet (docs/problems.md): better no run than a run of another unit's.
    for u in ["board", "stones", "connect", "snapback", "ko", "seki", "handicap", "opening"] {
        assert!(kinds_of_unit(u).is_empty(), "{u}: {:?}", kinds_of_unit(u));
    }
}
