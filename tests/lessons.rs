//! The beginner school's lessons (`lessons/*.json`), proved with the engine: every file reads,
//! every position is legal, every exercise's stated answer achieves its goal (and doing nothing
//! does not), every hint points at a move that works, every figure's caption values exist. A
//! broken lesson fails here with the file and the field at fault.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

use tengen::lesson::{AnswerSpec, Attempt, ExerciseKind, Goal, Lesson, LessonFile};
use tengen::{Color, Vertex};

#[path = "lessons/typed_facts.rs"]
mod typed_facts;
#[path = "lessons/wrong_answers.rs"]
mod wrong_answers;

fn lesson_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json") && p.file_name().is_some_and(|n| n != "index.json"))
        .collect();
    files.sort();
    files
}

fn name(p: &Path) -> String {
    format!("lessons/{}", p.file_name().unwrap().to_string_lossy())
}

/// Reads and checks one file; every problem as "file: path: message".
fn load(path: &Path) -> Result<Lesson, Vec<String>> {
    let text = fs::read_to_string(path).map_err(|e| vec![format!("{}: {e}", name(path))])?;
    let file: LessonFile = serde_json::from_str(&text).map_err(|e| vec![format!("{}: line {} column {}: {e}", name(path), e.line(), e.column())])?;
    Lesson::from_file(file).map_err(|errs| errs.iter().map(|e| format!("{}: {e}", name(path))).collect())
}

/// Every lesson, checked once for all the tests (checking reads every fight).
fn all_lessons() -> Vec<(PathBuf, Lesson)> {
    static ALL: std::sync::OnceLock<Vec<(PathBuf, Lesson)>> = std::sync::OnceLock::new();
    ALL.get_or_init(load_all).clone()
}

fn load_all() -> Vec<(PathBuf, Lesson)> {
    let mut problems = Vec::new();
    let mut lessons = Vec::new();
    for path in lesson_files() {
        match load(&path) {
            Ok(l) => lessons.push((path, l)),
            Err(e) => problems.extend(e),
        }
    }
    assert!(problems.is_empty(), "broken lessons:\n  {}", problems.join("\n  "));
    lessons
}

#[test]
fn every_lesson_file_is_valid_and_solvable() {
    let lessons = all_lessons();
    assert!(!lessons.is_empty(), "no lesson file found in lessons/");
}

/// The course (issue 18): the 23 topics of the curriculum, each a unit numbered by its place,
/// in this order, each with at least 8 exercises, and at least 300 exercises in all.
const CURRICULUM: [&str; 23] = [
    "board",
    "stones",
    "liberties",
    "atari",
    "capture",
    "escape",
    "connect",
    "double-atari",
    "ladder",
    "snapback",
    "forbidden",
    "eyes",
    "eye-shapes",
    "life-death",
    "race",
    "ko",
    "seki",
    "end",
    "counting",
    "komi",
    "handicap",
    "opening",
    "together",
];

#[test]
fn the_course_covers_every_topic_with_enough_exercises() {
    let mut lessons = all_lessons();
    lessons.sort_by_key(|(_, l)| l.unit());
    let found: Vec<(u32, &str)> = lessons.iter().map(|(_, l)| (l.unit(), l.id())).collect();
    let wanted: Vec<(u32, &str)> = CURRICULUM.iter().enumerate().map(|(i, id)| (i as u32 + 1, *id)).collect();
    assert_eq!(found, wanted, "the units, numbered 1 to 23 in the curriculum's order");
    for (path, l) in &lessons {
        let n = l.exercises().len();
        assert!(n >= 8, "{}: {n} exercises; every topic needs at least 8", name(path));
        let stem = path.file_stem().unwrap().to_string_lossy();
        assert_eq!(stem, format!("{:02}-{}", l.unit(), l.id()), "{}: the file is named NN-id", name(path));
    }
    let total: usize = lessons.iter().map(|(_, l)| l.exercises().len()).sum();
    assert!(total >= 300, "the course has {total} exercises; it needs at least 300");
}

/// The page loads the units listed in `lessons/index.json`: every file, in unit order.
#[test]
fn the_index_lists_every_unit_in_order() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons/index.json");
    let index: serde_json::Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    let listed: Vec<String> = index["units"].as_array().expect("lessons/index.json: a `units` list").iter().map(|v| v.as_str().unwrap().to_string()).collect();
    let mut lessons = all_lessons();
    lessons.sort_by_key(|(_, l)| l.unit());
    let files: Vec<String> = lessons.iter().map(|(p, _)| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert_eq!(listed, files, "lessons/index.json lists every lesson file, in unit order");
}

/// Every exercise solved through a run, as the page does it: the stated answers in order.
#[test]
fn every_exercise_is_solved_by_its_answer_through_a_run() {
    for (path, lesson) in all_lessons() {
        for ex in lesson.exercises() {
            let mut run = ex.run();
            let size = ex.size();
            let spec = ex.spec();
            let where_ = format!("{} exercise {:?}", name(&path), ex.id());
            match ex.kind() {
                ExerciseKind::Play => {
                    let answers: Vec<String> = if spec.stages.is_empty() {
                        match &spec.answer {
                            Some(AnswerSpec::One(a)) => vec![a.clone()],
                            other => panic!("{where_}: answer {other:?}"),
                        }
                    } else {
                        spec.stages.iter().map(|s| s.answer.clone()).collect()
                    };
                    for (k, a) in answers.iter().enumerate() {
                        let mut v = run.attempt(&Attempt::parse_move(a, size).unwrap());
                        assert!(v.correct, "{where_} stage {k}: {a}: {}", v.explanation.en);
                        assert!(!v.explanation.en.is_empty() || spec.success.is_some(), "{where_}: an explanation");
                        // A reading goal goes on with the engine's answers.
                        let mut steps = 0;
                        while v.continued {
                            steps += 1;
                            assert!(steps < 40, "{where_}: the fight ends");
                            let (_, points) = run.answer();
                            let attempt = match points.first() {
                                Some(&[x, y]) => Attempt::Play(Vertex::new(x, y)),
                                None => Attempt::Pass,
                            };
                            v = run.attempt(&attempt);
                            assert!(v.correct, "{where_} stage {k}: the engine's own answer: {}", v.explanation.en);
                        }
                    }
                    assert!(run.is_solved(), "{where_}: solved after its answers");
                }
                ExerciseKind::PlayOut => {
                    // The page's learner follows "show answer" (the stated plan) to the count.
                    let mut v = run.attempt(&Attempt::Pass);
                    assert!(!v.solved, "{where_}: passing at once does not win");
                    run.reset();
                    for _ in 0..200 {
                        let attempt = match run.answer().1.first() {
                            Some(&[x, y]) => Attempt::Play(Vertex::new(x, y)),
                            None => Attempt::Pass,
                        };
                        v = run.attempt(&attempt);
                        assert!(v.legal && (v.correct || v.game_over), "{where_}: {}", v.explanation.en);
                        if v.game_over {
                            break;
                        }
                    }
                    assert!(v.game_over && v.solved && v.count.is_some(), "{where_}: the plan wins the count: {}", v.explanation.en);
                }
                ExerciseKind::ClickAll => {
                    let v = run.attempt(&Attempt::Points(ex.target_points()));
                    assert!(v.solved, "{where_}: {}", v.explanation.en);
                    // One point short is not enough, and says how many are missing.
                    let mut fewer = ex.target_points();
                    fewer.pop();
                    let mut again = ex.run();
                    let v = again.attempt(&Attempt::Points(fewer));
                    assert!(!v.correct && v.missing == 1, "{where_}: a missing point is noticed");
                }
                ExerciseKind::Count | ExerciseKind::Choose => {
                    let answer = match &spec.answer {
                        Some(AnswerSpec::Number(n)) => format!("{n}"),
                        Some(AnswerSpec::One(s)) => s.clone(),
                        other => panic!("{where_}: answer {other:?}"),
                    };
                    let v = run.attempt(&Attempt::Answer(answer));
                    assert!(v.solved, "{where_}: {}", v.explanation.en);
                }
            }
        }
    }
}

/// A wrong move gets an explanation from the engine in both languages.
#[test]
fn wrong_moves_are_explained_in_both_languages() {
    let mut explained = 0;
    for (path, lesson) in all_lessons() {
        for ex in lesson.exercises().iter().filter(|e| e.kind() == ExerciseKind::Play) {
            let game = ex.start();
            for v in game.size().vertices() {
                let verdict = ex.check(0, &game, &Attempt::Play(v));
                if !verdict.correct {
                    assert!(!verdict.explanation.en.is_empty() && !verdict.explanation.zh.is_empty(), "{} {:?}: no explanation for {:?}", name(&path), ex.id(), v);
                    explained += 1;
                }
            }
        }
    }
    assert!(explained > 50);
}

/// The page receives plain JSON: the view of every lesson serialises.
#[test]
fn every_lesson_view_serialises() {
    for (path, lesson) in all_lessons() {
        let json = serde_json::to_string(&lesson.view()).unwrap();
        assert!(json.contains(&format!("\"id\":\"{}\"", lesson.id())), "{}", name(&path));
        for f in lesson.figures() {
            for fr in &f.frames {
                assert!(!fr.caption.en.contains('{') && !fr.caption.zh.contains('{'), "{} figure {}: caption filled", name(&path), f.id);
            }
        }
    }
}

/// No fact of a position is typed by hand into an exercise's text or a figure's caption: see
/// `tests/lessons/typed_facts.rs` (the lint, and the typed numbers it allows, each with why).
#[test]
fn no_fact_of_a_position_is_typed_by_hand() {
    let mut problems = Vec::new();
    for (path, lesson) in all_lessons() {
        for (id, what) in typed_facts::typed_facts(&lesson) {
            problems.push(format!("{} {id}: {what}", name(&path)));
        }
    }
    assert!(
        problems.is_empty(),
        "{} typed facts; write a template ({{liberties:D4}}, {{count.black}}, ...: lessons/README.md) or a caption value instead:\n  {}",
        problems.len(),
        problems.join("\n  ")
    );
    // Every allowed exception names a unit and a text that exist.
    for (unit, id, _, why) in typed_facts::ALLOWED {
        let lesson = all_lessons().into_iter().map(|(_, l)| l).find(|l| l.id() == *unit).unwrap_or_else(|| panic!("ALLOWED: no unit {unit}"));
        let json = serde_json::to_string(lesson.file()).unwrap();
        assert!(json.contains(&format!("\"id\":\"{id}\"")), "ALLOWED: {unit} {id} ({why}) is not in the file");
    }
}

/// Templates in exercise texts are filled in by the engine on the position the text is about,
/// and a template that does not resolve is reported at its field.
#[test]
fn templates_are_filled_in_by_the_engine_and_bad_ones_reported() {
    let mut file = tengen::lesson::example();
    file.exercises[0].prompt = tengen::lesson::Text::new("Capture the stone: it has {liberties:C3|unit}.", "提掉白子：它有{liberties:C3}口气。");
    file.exercises[0].success = Some(tengen::lesson::Text::new("You took {captured|unit}.", "你提了{captured}个子。"));
    file.exercises[0].hints[0].text = tengen::lesson::Text::new("{libertyPoints:C3}: {captures:D3} at D3.", "{libertyPoints:C3}，D3能提{captures:D3}个。");
    let lesson = Lesson::from_file(file.clone()).unwrap_or_else(|e| panic!("{e:?}"));
    let ex = &lesson.exercises()[0];
    assert_eq!(ex.view().prompt.en, "Capture the stone: it has 1 liberty.");
    assert_eq!(ex.view().prompt.zh, "提掉白子：它有1口气。");
    let mut run = ex.run();
    assert_eq!(run.hint().text.en, "D3: 1 at D3.");
    let v = run.attempt(&Attempt::parse_move("D3", ex.size()).unwrap());
    assert!(v.explanation.en.starts_with("You took 1 stone."), "{}", v.explanation.en);
    let mut bad = file.clone();
    bad.exercises[0].prompt = tengen::lesson::Text::new("{liberties:A1} and {nonsense}", "{liberties:C3}口气");
    let errs: Vec<String> = Lesson::from_file(bad).unwrap_err().iter().map(ToString::to_string).collect();
    assert!(errs.iter().any(|e| e.starts_with("exercises[0].prompt: {liberties:A1}: there is no stone at A1")), "{errs:?}");
    let mut bad = file;
    bad.exercises[0].success = Some(tengen::lesson::Text::new("{count.blackk}", "{count.black}子"));
    let errs: Vec<String> = Lesson::from_proved_file(bad).unwrap_err().iter().map(ToString::to_string).collect();
    assert!(errs.iter().any(|e| e.starts_with("exercises[0].success: {count.blackk}: no value \"blackk\"")), "{errs:?}");
}

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

// ----- the checker itself: broken lessons are reported with the field at fault -----

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

// ----- engine behaviour the lessons rely on -----

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

/// For authors: `LESSON=capture cargo test --test lessons dump -- --ignored --nocapture`
/// prints every figure frame and, for every play exercise, the verdict on every legal move.
#[test]
#[ignore]
fn dump() {
    let only = std::env::var("LESSON").ok();
    for (path, lesson) in all_lessons() {
        if only.as_deref().is_some_and(|o| o != lesson.id()) {
            continue;
        }
        println!("=== {}", name(&path));
        for f in lesson.figures() {
            for (i, fr) in f.frames.iter().enumerate() {
                println!("--- figure {} frame {i}\n{}\n{} | {}\nmarks {:?}", f.id, fr.position, fr.caption.en, fr.caption.zh, fr.marks);
            }
        }
        for ex in lesson.exercises() {
            println!("--- exercise {} ({:?})\n{}", ex.id(), ex.kind(), ex.start());
            if ex.kind() == ExerciseKind::Play {
                let game = ex.start();
                for v in game.size().vertices() {
                    let verdict = ex.check(0, &game, &Attempt::Play(v));
                    if verdict.correct || game.board().get(v).is_none() {
                        println!("{} {}: {} | {}", v.to_gtp(game.size()), if verdict.correct { "OK " } else { "no " }, verdict.explanation.en, verdict.explanation.zh);
                    }
                }
            } else {
                let (t, _) = ex.answer_text(0);
                println!("answer: {} | {}", t.en, t.zh);
            }
        }
    }
}

/// For authors: `LESSON=ko EXERCISE=ko-threat cargo test --test lessons trace -- --ignored --nocapture`
/// plays an exercise's answers and prints each position and verdict.
#[test]
#[ignore]
fn trace() {
    let (lesson_id, ex_id) = (std::env::var("LESSON").unwrap_or_default(), std::env::var("EXERCISE").unwrap_or_default());
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    for path in lesson_files() {
        let text = fs::read_to_string(&path).unwrap();
        let file: LessonFile = serde_json::from_str(&text).unwrap();
        if file.id != lesson_id {
            continue;
        }
        let mut file = file;
        file.exercises.retain(|e| e.id == ex_id);
        for spec in &file.exercises {
            let staged: Vec<String> = if spec.stages.is_empty() {
                match &spec.answer {
                    Some(AnswerSpec::One(a)) => vec![a.clone()],
                    _ => vec![],
                }
            } else {
                spec.stages.iter().map(|s| s.answer.clone()).collect()
            };
            // Build without the proofs: a lesson with only this exercise, answers unchecked.
            let only = LessonFile { exercises: vec![spec.clone()], intro: Vec::new(), ..file.clone() };
            match Lesson::from_file(only) {
                Ok(lesson) => {
                    let ex = &lesson.exercises()[0];
                    let mut run = ex.run();
                    println!("{}", run.game());
                    for a in staged {
                        let v = run.attempt(&Attempt::parse_move(&a, ex.size()).unwrap());
                        println!("{a}: {v:?}\n{}", run.game());
                    }
                }
                Err(e) => println!("{e:?}"),
            }
        }
    }
    let _ = dir;
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

/// How long each file takes to check, and each exercise of a slow file (for authors:
/// `cargo test --test lessons timing -- --ignored --nocapture`).
#[test]
#[ignore]
fn timing() {
    for path in lesson_files() {
        let t = std::time::Instant::now();
        let r = load(&path);
        eprintln!("{} {:?} {}", name(&path), t.elapsed(), if r.is_ok() { "ok" } else { "broken" });
        if t.elapsed().as_millis() > 500 {
            let file: LessonFile = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
            for e in &file.exercises {
                let mut one = file.clone();
                one.exercises = vec![e.clone()];
                let t = std::time::Instant::now();
                let _ = Lesson::from_file(one);
                eprintln!("   {} {:?}", e.id, t.elapsed());
            }
        }
    }
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

#[test]
#[ignore]
fn chains_dump() {
    for (_, lesson) in all_lessons() {
        for line in typed_facts::chains_json(&lesson) {
            println!("CHAINS {line}");
        }
    }
}

/// For authors of playOut exercises: `PLAYOUT=/tmp/x.json cargo test --test lessons play_out_trace -- --ignored --nocapture`
/// plays the lesson's playOut exercises along their plans and prints every move and the count.
#[test]
#[ignore]
fn play_out_trace() {
    let Ok(path) = std::env::var("PLAYOUT") else {
        return;
    };
    let file: LessonFile = serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap();
    let lesson = Lesson::from_proved_file(file).unwrap_or_else(|e| panic!("{e:?}"));
    for ex in lesson.exercises().iter().filter(|e| e.kind() == ExerciseKind::PlayOut) {
        for always_pass in [false, true] {
            println!("=== {} {}", ex.id(), if always_pass { "(passing)" } else { "(plan)" });
            let mut run = ex.run();
            for _ in 0..100 {
                let attempt = match run.answer().1.first() {
                    Some(&[x, y]) if !always_pass => Attempt::Play(Vertex::new(x, y)),
                    _ => Attempt::Pass,
                };
                let v = run.attempt(&attempt);
                println!("{attempt:?}: {}", v.explanation.en);
                if v.game_over || !v.legal {
                    println!("{}\nsolved {}", run.game(), v.solved);
                    break;
                }
            }
        }
    }
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
