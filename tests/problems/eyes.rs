//! Forbidden points and eyes, by the naive rules.

use super::*;

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
