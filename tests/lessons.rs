//! The beginner school's lessons (`lessons/*.json`), proved with the engine: every file reads,
//! every position is legal, every exercise's stated answer achieves its goal (and doing nothing
//! does not), every hint points at a move that works, every figure's caption values exist. A
//! broken lesson fails here with the file and the field at fault.

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

use tengen::Vertex;
use tengen::lesson::{AnswerSpec, Attempt, ExerciseKind, Lesson, LessonFile};

#[path = "lessons/typed_facts.rs"]
mod typed_facts;
#[path = "lessons/wrong_answers.rs"]
mod wrong_answers;
#[path = "lessons/author_tools.rs"]
mod author_tools;
#[path = "lessons/checker.rs"]
mod checker;
#[path = "lessons/engine_behaviour.rs"]
mod engine_behaviour;

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
