//! The checker itself: a broken lesson is reported with the field at fault, a proved file is
//! prepared without replaying its answers but still checked, a playOut is proved against the
//! engine and judged by the count.

use tengen::lesson::{Attempt, Lesson, LessonFile};
use tengen::{Color, Vertex};

fn example_json() -> String {
    serde_json::to_string(&tengen::lesson::example()).unwrap()
}

fn errors_of(json: &str) -> Vec<String> {
    let file: LessonFile = match serde_json::from_str(json) {
        Ok(f) => f,
        Err(e) => return vec![format!("json: {e}")],
    };
    match Lesson::from_file(file) {
        Ok(_) => Vec::new(),
        Err(errs) => errs.iter().map(ToString::to_string).collect(),
    }
}

#[test]
fn the_example_is_valid() {
    assert_eq!(errors_of(&example_json()), Vec::<String>::new());
}

#[test]
fn a_wrong_answer_is_reported_at_its_field() {
    let json = example_json().replace("\"answer\":\"D3\"", "\"answer\":\"A1\"");
    let errs = errors_of(&json);
    assert!(errs.iter().any(|e| e.starts_with("exercises[0].answer: A1 does not achieve the goal")), "{errs:?}");
}

#[test]
fn an_illegal_position_is_reported() {
    // The white stone surrounded on all four sides has no liberties.
    let json = example_json().replace(". . X . .\",\". X O . .", ". . X . .\",\". X O X .");
    let errs = errors_of(&json);
    assert!(errs.iter().any(|e| e.starts_with("exercises[0].position.diagram:") && e.contains("no liberties")), "{errs:?}");
}

#[test]
fn a_hint_that_does_not_work_is_reported() {
    let json = example_json().replace("\"area\":[\"D2\",\"D3\",\"D4\"]", "\"area\":[\"A1\",\"A2\"]");
    let errs = errors_of(&json);
    assert!(errs.iter().any(|e| e.starts_with("exercises[0].hints[0].area")), "{errs:?}");
    let json = example_json().replace("\"area\":[\"D2\",\"D3\",\"D4\"]", "\"point\":\"B3\"");
    let errs = errors_of(&json);
    assert!(errs.iter().any(|e| e.starts_with("exercises[0].hints[0].point")), "{errs:?}");
}

#[test]
fn a_goal_that_holds_without_playing_is_reported() {
    let json = example_json().replace("{\"captureAtLeast\":1}", "{\"noChainInAtari\":\"black\"}");
    let errs = errors_of(&json);
    assert!(errs.iter().any(|e| e.starts_with("exercises[0].goal") && e.contains("already holds")), "{errs:?}");
}

#[test]
fn unknown_fields_and_missing_chinese_are_reported() {
    let json = example_json().replace("\"goal\"", "\"gaol\"");
    assert!(errors_of(&json).iter().any(|e| e.contains("unknown field `gaol`")));
    let json = example_json().replace("提掉白子。", "Capture it");
    let errs = errors_of(&json);
    assert!(errs.iter().any(|e| e.starts_with("exercises[0].prompt.zh")), "{errs:?}");
}

#[test]
fn a_bad_caption_value_is_reported() {
    let mut file = tengen::lesson::example();
    file.intro.push(tengen::lesson::Block::Figure(Box::new(tengen::lesson::FigureSpec {
        id: "f".into(),
        position: tengen::lesson::PositionSpec { diagram: Some(vec![". . .".into(), ". X .".into(), ". . .".into()]), ..Default::default() },
        caption: tengen::lesson::Text::new("{liberties} liberties, {nonsense}", "{liberties}口气"),
        show: vec![tengen::lesson::Show::Liberties("B2".into())],
        marks: Vec::new(),
        frames: Vec::new(),
    })));
    let errs: Vec<String> = Lesson::from_file(file).unwrap_err().iter().map(ToString::to_string).collect();
    assert!(errs.iter().any(|e| e.starts_with("intro[1].figure.caption") && e.contains("{nonsense}")), "{errs:?}");
}

/// The page prepares the school's own files with `from_proved_file`: everything but the proof
/// of the answers is still checked, so a wrong answer goes through (this test suite is what
/// catches it) while a broken position or an unknown figure value does not.
#[test]
fn a_proved_file_is_prepared_without_playing_its_answers_but_still_checked() {
    let unit = |answer: &str, diagram: &str, caption: &str| {
        format!(
            r#"{{"format":1,"id":"p","unit":1,"title":{{"en":"t","zh":"题"}},"summary":{{"en":"s","zh":"说明"}},
              "intro":[{{"figure":{{"id":"f","position":{{"diagram":[". X O X .",". . . . ."]}},"caption":{{"en":"{caption}","zh":"图"}}}}}}],
              "exercises":[{{"id":"e","kind":"play","prompt":{{"en":"Capture.","zh":"提子。"}},
                "position":{{"diagram":["{diagram}",". . . . .",". . . . .",". . . . .",". X O X ."]}},
                "goal":{{"captureAtLeast":1}},"answer":"{answer}"}}]}}"#
        )
    };
    let file = |json: String| -> LessonFile { serde_json::from_str(&json).unwrap() };
    // A1 captures nothing: the full check refuses it, the prepared file does not play it.
    let wrong_answer = unit("A1", ". X O X .", "A figure.");
    assert!(Lesson::from_file(file(wrong_answer.clone())).is_err());
    let prepared = Lesson::from_proved_file(file(wrong_answer)).expect("prepared without the proof");
    let ex = &prepared.exercises()[0];
    assert!(ex.check(0, &ex.start(), &Attempt::parse_move("C4", ex.size()).unwrap()).correct);
    // A chain without liberties, and a caption value the figure does not compute, are refused either way.
    let no_liberty = unit("C4", "X O . . .", "A figure.").replace(r#"["X O . . .","#, r#"["O X . . .","X . . . .","#);
    assert!(Lesson::from_proved_file(file(no_liberty)).is_err());
    let bad_caption = unit("C4", ". X O X .", "{nothing}");
    assert!(Lesson::from_proved_file(file(bad_caption)).is_err());
}

/// A playOut exercise (unit 23's kind): the learner's plan is played against the engine's own
/// replies to the count. A plan that cannot win (komi beyond the board) is reported at its
/// field, and so is a goal that passing at every turn already meets; a won game's verdict
/// carries the final count.
#[test]
fn a_play_out_is_proved_against_the_engine_and_judged_by_the_count() {
    let unit = |komi: f64| {
        format!(
            r#"{{"format":1,"id":"p","unit":1,"title":{{"en":"t","zh":"题"}},"summary":{{"en":"s","zh":"说明"}},
              "exercises":[{{"id":"e","kind":"playOut","prompt":{{"en":"Win on {{board.size}}.","zh":"在{{board.size}}上赢。"}},
                "position":{{"size":5,"toMove":"black","komi":{komi}}},
                "goal":{{"winsCount":{{"color":"black"}}}},"answer":["C3"],"opponent":{{"strength":"casual","seed":1}}}}]}}"#
        )
    };
    let file = |json: String| -> LessonFile { serde_json::from_str(&json).unwrap() };
    let lesson = Lesson::from_file(file(unit(7.5))).unwrap_or_else(|e| panic!("{e:?}"));
    let ex = &lesson.exercises()[0];
    assert_eq!(ex.view().prompt.en, "Win on 5×5.");
    let mut run = ex.run();
    let first = run.attempt(&Attempt::parse_move("C3", ex.size()).unwrap());
    assert!(first.correct && first.continued && (first.reply.is_some() || first.reply_pass), "{}", first.explanation.en);
    let mut v = first;
    for _ in 0..100 {
        let attempt = match run.answer().1.first() {
            Some(&[x, y]) => Attempt::Play(Vertex::new(x, y)),
            None => Attempt::Pass,
        };
        v = run.attempt(&attempt);
        if v.game_over {
            break;
        }
    }
    let count = v.count.as_ref().expect("the final count");
    assert!(v.solved && count.winner == Some(Color::Black) && count.black > count.white, "{}", v.explanation.en);
    assert_eq!(count.ownership.len(), 25);
    let again = run.attempt(&Attempt::Pass);
    assert!(!again.solved || again.explanation.en.contains("Already solved"));
    // Black cannot make up 60 points of komi on 25 points: the plan is reported.
    let errs: Vec<String> = Lesson::from_file(file(unit(60.0))).unwrap_err().iter().map(ToString::to_string).collect();
    assert!(errs.iter().any(|e| e.starts_with("exercises[0].answer: the plan does not win")), "{errs:?}");
    // With Black given 60 points, passing at every turn also wins: the goal proves nothing.
    let errs: Vec<String> = Lesson::from_file(file(unit(-60.0))).unwrap_err().iter().map(ToString::to_string).collect();
    assert!(errs.iter().any(|e| e.starts_with("exercises[0].goal: passing at every turn also meets the goal")), "{errs:?}");
}
