//! Engine behaviour the lessons rely on: ladders played out to the capture, vital points,
//! runs keeping correct moves and playing the reply, hints, goals as engine predicates, the
//! plain JSON form of attempts.

use tengen::lesson::{Attempt, Goal, Lesson, LessonFile};
use tengen::{Color, Vertex};

/// A lesson of one exercise with this goal and answer on this diagram (Black to move).
fn one_exercise(diagram: &[&str], goal: &str, answer: &str) -> Result<Lesson, Vec<String>> {
    let json = format!(
        r#"{{"format":1,"id":"t","unit":1,"title":{{"en":"T","zh":"题"}},"summary":{{"en":"S","zh":"说明"}},
        "exercises":[{{"id":"e","kind":"play","prompt":{{"en":"Do it.","zh":"做吧。"}},
        "position":{{"diagram":{}}},"goal":{goal},"answer":"{answer}"}}]}}"#,
        serde_json::to_string(diagram).unwrap()
    );
    let file: LessonFile = serde_json::from_str(&json).map_err(|e| vec![e.to_string()])?;
    Lesson::from_file(file).map_err(|errs| errs.iter().map(ToString::to_string).collect())
}

const LADDER: &[&str] =
    &[". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . X . . . .", ". . . X O . . . .", ". . . . . X . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . ."];

/// A ladder as a `captureWithin` goal: the first atari is accepted, the engine runs away, the
/// learner follows the engine's answers to the capture; a wrong first move is refuted by the
/// escape the page will play.
#[test]
fn a_ladder_is_played_out_to_the_capture_against_the_engine() {
    let lesson = one_exercise(LADDER, r#"{"captureWithin":{"at":"E5"}}"#, "E4").unwrap_or_else(|e| panic!("{e:?}"));
    let ex = &lesson.exercises()[0];
    let size = ex.size();
    let mut run = ex.run();
    let wrong = run.attempt(&Attempt::parse_move("J9", size).unwrap());
    assert!(wrong.legal && !wrong.correct, "{}", wrong.explanation.en);
    let [x, y] = wrong.refutation.expect("the escape is named");
    let mut after = ex.start();
    after.play(Vertex::parse("J9", size).unwrap()).unwrap();
    assert!(after.check(Vertex::new(x, y)).is_ok(), "the refutation is legal on the board after the wrong move");
    assert!(!wrong.marks.is_empty(), "the chain and its liberties are marked");
    let mut v = run.attempt(&Attempt::parse_move("E4", size).unwrap());
    assert!(v.correct && v.continued && v.reply.is_some(), "{}", v.explanation.en);
    let mut moves = 1;
    while !v.solved {
        let (_, points) = run.answer();
        let [x, y] = points[0];
        v = run.attempt(&Attempt::Play(Vertex::new(x, y)));
        assert!(v.correct, "{}", v.explanation.en);
        moves += 1;
        assert!(moves <= 12);
    }
    assert!(run.game().board().get(Vertex::parse("E5", size).unwrap()).is_none(), "captured");
}

/// Straight three: the middle kills (and the checker proves it); the end point is refuted by the
/// engine living at the middle.
#[test]
fn kill_accepts_the_vital_point_and_refutes_the_rest() {
    let diagram = &[". . . O X . .", "O O O O X . .", "X X X X X . .", ". . . . . . ."];
    let lesson = one_exercise(diagram, r#"{"kill":"D4"}"#, "B4").unwrap_or_else(|e| panic!("{e:?}"));
    let ex = &lesson.exercises()[0];
    let size = ex.size();
    let v = ex.check(0, &ex.start(), &Attempt::parse_move("A4", size).unwrap());
    assert!(!v.correct, "{}", v.explanation.en);
    assert_eq!(v.refutation, Some([1, 0]), "White lives at B4: {}", v.explanation.en);
    assert!(v.explanation.zh.contains("B4"));
    // The wrong answer is reported by the checker.
    let errs = one_exercise(diagram, r#"{"kill":"D4"}"#, "A4").unwrap_err();
    assert!(errs.iter().any(|e| e.contains("exercises[0].answer: A4 does not achieve the goal")), "{errs:?}");
}

#[test]
fn stone_at_connected_and_cut() {
    let diagram = &[". . . . .", ". X . X .", ". O . O .", ". . . . .", ". . . . ."];
    let l = one_exercise(diagram, r#"{"connected":["B4","D4"]}"#, "C4").unwrap_or_else(|e| panic!("{e:?}"));
    let ex = &l.exercises()[0];
    let v = ex.check(0, &ex.start(), &Attempt::parse_move("C1", ex.size()).unwrap());
    assert!(!v.correct && v.explanation.en.contains("White can cut at C4"), "{}", v.explanation.en);
    assert!(one_exercise(diagram, r#"{"cut":["B3","D3"]}"#, "C3").is_ok());
    let errs = one_exercise(diagram, r#"{"cut":["B3","D3"]}"#, "C1").unwrap_err();
    assert!(errs.iter().any(|e| e.contains("can still connect")), "{errs:?}");
    let l = one_exercise(diagram, r#"{"stoneAt":"E5"}"#, "E5").unwrap();
    let ex = &l.exercises()[0];
    let v = ex.check(0, &ex.start(), &Attempt::parse_move("E4", ex.size()).unwrap());
    assert_eq!(v.explanation.en, "You played at E4, not E5.");
}

#[test]
fn a_run_keeps_correct_moves_and_plays_the_reply() {
    let mut file = tengen::lesson::example();
    file.exercises[0].reply = Some("defend".into());
    let lesson = Lesson::from_file(file).unwrap();
    let ex = &lesson.exercises()[0];
    let mut run = ex.run();
    let before = run.game().moves().len();
    let wrong = run.attempt(&Attempt::Play(Vertex::new(0, 0)));
    assert!(!wrong.correct && wrong.legal);
    assert_eq!(run.game().moves().len(), before, "a wrong move is not kept");
    let right = run.attempt(&Attempt::parse_move("D3", ex.size()).unwrap());
    assert!(right.solved && right.reply.is_some(), "{right:?}");
    assert_eq!(run.game().to_move(), Color::Black);
    assert!(right.explanation.en.contains("captured 1 stone"), "{}", right.explanation.en);
}

#[test]
fn hints_end_with_the_answer() {
    let lesson = Lesson::from_file(tengen::lesson::example()).unwrap();
    let mut run = lesson.exercises()[0].run();
    let h = run.hint();
    assert!(!h.is_answer && h.points.len() == 3);
    let h = run.hint();
    assert!(h.is_answer && h.points == vec![[3, 2]], "{h:?}");
    assert!(h.text.en.contains("D3") && h.text.zh.contains("D3"));
}

#[test]
fn goals_are_engine_predicates_not_move_lists() {
    // Two different captures both satisfy "capture at least one stone".
    let json = r#"{"format":1,"id":"two-ways","unit":1,"title":{"en":"t","zh":"题"},"summary":{"en":"s","zh":"说明"},
      "exercises":[{"id":"e","kind":"play","prompt":{"en":"Capture.","zh":"提子。"},
        "position":{"diagram":[". X O X .",". . . . .",". . . . .",". . . . .",". X O X ."]},
        "goal":{"captureAtLeast":1},"answer":"C4"}]}"#;
    let file: LessonFile = serde_json::from_str(json).unwrap();
    let lesson = Lesson::from_file(file).unwrap();
    let ex = &lesson.exercises()[0];
    for a in ["C4", "C2"] {
        let v = ex.check(0, &ex.start(), &Attempt::parse_move(a, ex.size()).unwrap());
        assert!(v.correct, "{a}: {}", v.explanation.en);
    }
    assert!(matches!(ex.spec().goal, Some(Goal::CaptureAtLeast(1))));
}

#[test]
fn attempts_have_a_plain_json_form() {
    let a: Attempt = serde_json::from_str(r#"{"play":[3,2]}"#).unwrap();
    assert_eq!(a, Attempt::Play(Vertex::new(3, 2)));
    assert_eq!(serde_json::from_str::<Attempt>(r#""pass""#).unwrap(), Attempt::Pass);
    let a: Attempt = serde_json::from_str(r#"{"points":[[0,0],[1,2]]}"#).unwrap();
    assert_eq!(a, Attempt::Points(vec![Vertex::new(0, 0), Vertex::new(1, 2)]));
    assert_eq!(serde_json::from_str::<Attempt>(r#"{"answer":"184½"}"#).unwrap(), Attempt::Answer("184½".into()));
    assert_eq!(serde_json::to_string(&Attempt::Play(Vertex::new(1, 2))).unwrap(), r#"{"play":[1,2]}"#);
    // A point off the board is an illegal move, not a crash.
    let lesson = Lesson::from_file(tengen::lesson::example()).unwrap();
    let v = lesson.exercises()[0].run().attempt(&Attempt::Play(Vertex::new(200, 200)));
    assert!(!v.legal && v.reason.as_deref() == Some("offBoard"));
}
