//! Questions on chains (count, liberties, capture in one), bad requests and the kind list.

use super::*;

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
