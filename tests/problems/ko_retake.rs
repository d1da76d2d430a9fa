//! May it be taken back now? (unit 16): the history replayed on the naive board with the simple
//! ko rule of `connect::play` (a lone stone that took one stone and has that one liberty: the
//! point is forbidden for the next move), which must agree with the problem's answer; the
//! stories all occur, and the verdict marks the board.

use super::connect::play;
use super::*;

#[test]
fn ko_retake_answers_are_the_simple_ko_rule_on_the_naive_board() {
    let ps = common(Kind::KoRetake);
    let mut seen = std::collections::BTreeSet::new();
    for p in &ps {
        let r = p.request;
        let learner = p.learner();
        let diagram = p.position.to_diagram();
        let question = match p.marks.iter().find(|m| m.kind == MarkKind::Circle) {
            Some(m) => Vertex::new(m.at[0], m.at[1]),
            None => panic!("{r:?}: the point is circled"),
        };
        // Replay the history from the set-up, the two sides in turn, keeping the ko point.
        let mut n = Naive::from_diagram(&p.start.to_diagram());
        let mut colour = p.start.to_move();
        let mut ko = None;
        let mut emptied = Vec::new();
        let mut first_took = None;
        for &v in &p.history {
            let before = n.clone();
            let (next, k) = play(&n, v, colour, ko).unwrap_or_else(|| panic!("{r:?}: {v:?} is legal"));
            let took: Vec<Vertex> = before.points().into_iter().filter(|&q| before.get(q).is_some() && next.get(q).is_none()).collect();
            first_took.get_or_insert(took.len());
            emptied.extend(took);
            (n, ko, colour) = (next, k, colour.opponent());
        }
        assert_eq!(colour, learner, "{r:?}");
        assert_eq!(n, naive(p), "{r:?}: the history leads to the position shown");
        assert!(emptied.contains(&question) && n.get(question).is_none(), "{r:?}: a capture of the history emptied the point\n{diagram}");
        let allowed = play(&n, question, learner, ko).is_some();
        let want = if allowed { "allowed" } else { "forbidden" };
        assert_eq!(p.solution.choice(), Some(want), "{r:?}\n{diagram}");
        // The move would take back one stone: the one that captured there (the first move of
        // the history, or the last when the ko was already taken back).
        let mut taken = n.clone();
        assert_eq!(taken.play(question, learner), Some(1), "{r:?}: the move takes one stone back");
        let back: Vec<Vertex> = n.points().into_iter().filter(|&q| n.get(q).is_some() && taken.get(q).is_none()).collect();
        assert!(back[0] == p.history[0] || Some(&back[0]) == p.history.last(), "{r:?}: {back:?}");
        seen.insert((p.history.len(), first_took.unwrap(), want));
        // Right and wrong choices, each marked on the board.
        for o in &p.options {
            let v = p.check(&Attempt::Answer(o.value.to_string()));
            assert_eq!(v.correct, o.value == want, "{r:?}: {}", o.value);
            assert!(!v.marks.is_empty(), "{r:?}");
            if want == "forbidden" {
                assert!(v.explanation.zh.contains("不能立即提回") && v.explanation.en.contains("ko"), "{r:?}");
                assert_eq!(v.marks[0].kind, MarkKind::Cross);
            } else {
                assert!(v.marks.iter().all(|m| m.kind == MarkKind::Triangle && Vertex::new(m.at[0], m.at[1]) == back[0]), "{r:?}: {:?}", v.marks);
            }
        }
        // The engine's own game says the same: the ko verdict, or a legal move.
        let engine = p.game().check(question);
        assert_eq!(engine.is_ok(), allowed, "{r:?}: {engine:?}");
    }
    // Every story: just taken (1 move taking 1, forbidden), two taken (1 move taking 2,
    // allowed), after an exchange (3 moves, allowed), taken back (4 moves, forbidden).
    for story in [(1, 1, "forbidden"), (1, 2, "allowed"), (3, 1, "allowed"), (4, 1, "forbidden")] {
        assert!(seen.contains(&story), "{story:?} in {seen:?}");
    }
    assert_eq!(seen.len(), 4, "{seen:?}");
}
