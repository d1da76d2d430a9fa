//! The reading kinds: atari, escape, capture in two, ladders and nets, their lines replayed on the naive board.

use super::*;

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
