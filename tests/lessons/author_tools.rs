//! Tools for lesson authors, ignored in normal runs: dump, trace, timing, chains_dump,
//! play_out_trace (each says how to run it).

use std::fs;
use std::path::Path;

use tengen::Vertex;
use tengen::lesson::{AnswerSpec, Attempt, ExerciseKind, Lesson, LessonFile};

use super::{all_lessons, lesson_files, load, name, typed_facts};

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
