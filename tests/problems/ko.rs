//! Ko threats (unit 16), every problem checked on the naive board, which knows the simple ko
//! rule only through `connect::play`: the set-up with its history takes exactly one stone at a
//! ko; the immediate retake is refused by the engine with its `ko` verdict; every listed answer
//! is a threat (after it, if the opponent fills the ko point, the learner captures two stones or
//! more at once), no other legal move is one, and each is judged so on the engine's side.

use super::connect::play;
use super::*;

/// Whether the learner (to move, the ko at `point` forbidden) can take two stones or more at
/// once on `n`: a group of the opponent's with one liberty, where the learner may play.
fn takes_two(n: &Naive, learner: Color, point: Option<Vertex>) -> bool {
    n.points().into_iter().any(|v| {
        n.get(v) == Some(learner.opponent())
            && n.group(v).len() >= 2
            && n.liberties(v).len() == 1
            && play(n, n.liberties(v)[0], learner, point).is_some()
    })
}

/// Whether `m` is a ko threat on `n`: if the opponent answers it by filling the ko point, the
/// learner takes two stones or more.
fn naive_threat(n: &Naive, m: Vertex, point: Vertex, learner: Color) -> bool {
    let Some((after, _)) = play(n, m, learner, Some(point)) else {
        return false;
    };
    let Some((filled, _)) = play(&after, point, learner.opponent(), None) else {
        return false;
    };
    takes_two(&filled, learner, None)
}

#[test]
fn ko_threat_problems_take_a_ko_and_list_exactly_the_threats() {
    let ps = common(Kind::KoThreat);
    let (mut threats, mut others) = (0, 0);
    for p in &ps {
        let r = p.request;
        let learner = p.learner();
        let diagram = p.position.to_diagram();
        // The last move took a ko.
        assert_eq!(p.history.len(), 1, "{r:?}");
        let taker = p.history[0];
        assert_eq!(p.start.to_move(), learner.opponent(), "{r:?}");
        let start = Naive::from_diagram(&p.start.to_diagram());
        let (now, ko) = play(&start, taker, learner.opponent(), None).expect("the last move is legal");
        assert_eq!(now, naive(p), "{r:?}: the history leads to the position shown");
        let point = ko.unwrap_or_else(|| panic!("{r:?}: the last move took no ko\n{diagram}"));
        // The retake at once is refused by the rules, with the engine's ko verdict.
        let v = p.check(&Attempt::Play(point));
        assert!(!v.legal && !v.correct && v.reason == Some("ko"), "{r:?}: {v:?}");
        assert!(v.explanation.zh.contains("劫") && v.explanation.en.contains("ko"), "{r:?}");
        // Nothing to take at once: the question is only the threat.
        assert!(!takes_two(&now, learner, Some(point)), "{r:?}\n{diagram}");
        let answers = p.solution.moves().unwrap();
        assert!(!answers.is_empty() && answers.len() <= 4, "{r:?}");
        assert_eq!(p.line.len(), 3, "{r:?}");
        assert!(p.line[0] == answers[0] && p.line[2] == point, "{r:?}");
        for m in now.points() {
            if now.get(m).is_some() || m == point {
                continue;
            }
            let is_threat = naive_threat(&now, m, point, learner);
            assert_eq!(answers.contains(&m), is_threat, "{r:?}: {m:?}\n{diagram}");
            let Some((after, _)) = play(&now, m, learner, Some(point)) else {
                assert!(!p.check(&Attempt::Play(m)).legal, "{r:?}: {m:?}");
                continue;
            };
            let v = p.check(&Attempt::Play(m));
            assert!(v.legal && v.correct == is_threat, "{r:?}: {m:?}: {v:?}");
            if is_threat {
                threats += 1;
                // The line: the opponent answers the threat; the learner may then retake the
                // ko, taking back the one stone that took it.
                let [answer, retake] = v.line[..] else { panic!("{r:?}: {m:?}: {:?}", v.line) };
                assert_eq!(retake, point, "{r:?}");
                let (answered, ko) = play(&after, answer, learner.opponent(), None).expect("a legal answer");
                assert!(answered.liberties(m).len() >= 2 || answered.get(m).is_some(), "{r:?}");
                let threatened: Vec<Vertex> = v.marks.iter().map(|k| Vertex::new(k.at[0], k.at[1])).collect();
                assert_eq!(after.liberties(threatened[0]).len(), 1, "{r:?}: the marked stones are in atari");
                assert!(answered.liberties(threatened[0]).len() >= 2, "{r:?}: the answer saves them");
                let mut back = answered.clone();
                assert!(ko != Some(point) && back.play(point, learner) == Some(1), "{r:?}: the retake");
                assert!(back.get(taker).is_none(), "{r:?}");
            } else {
                others += 1;
                // Answered by the opponent's fill, after which the ko is over.
                assert_eq!(v.refutation, Some(point), "{r:?}: {m:?}");
                let (filled, _) = play(&after, point, learner.opponent(), None).expect("a legal fill");
                assert!(filled.liberties(taker).len() >= 2, "{r:?}: {m:?}: the ko is resolved");
                assert!(v.explanation.zh.contains("不是劫材"), "{r:?}");
            }
        }
    }
    assert!(threats > 0 && others > 0);
}
