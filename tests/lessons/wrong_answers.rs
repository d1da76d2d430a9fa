//! A wrong count or choice is answered on the board (issue 18): for every count and choose
//! exercise of the course, each wrong answer (the count off by one either way, every other
//! option) gets an explanation in both languages and marks the engine chose; a count's marks
//! number what is counted without the text giving the total away; and the learner can then
//! answer again and solve the exercise.

use tengen::lesson::{Attempt, ExerciseKind, MarkKind, Query};

use super::{all_lessons, name};

fn has_chinese(s: &str) -> bool {
    s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// The words of an English sentence that are numbers ("4", "184.5", "3¾"; not "C3").
fn numbers_in(s: &str) -> Vec<String> {
    s.split_whitespace()
        .map(|w| w.trim_matches(|c: char| ",.;:()".contains(c)).to_string())
        .filter(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit() || c == '.' || "¼½¾".contains(c)))
        .collect()
}

#[test]
fn wrong_counts_and_choices_are_answered_on_the_board() {
    let mut answered = 0;
    let mut problems = Vec::new();
    for (path, lesson) in all_lessons() {
        for ex in lesson.exercises().iter().filter(|e| matches!(e.kind(), ExerciseKind::Count | ExerciseKind::Choose)) {
            let (value, _, _) = ex.query_value().expect("a count or choose exercise has a value");
            let wrong: Vec<String> = if ex.kind() == ExerciseKind::Count {
                let n: f64 = value.parse().unwrap();
                [n + 1.0, n - 1.0].into_iter().filter(|&w| w >= 0.0).map(|w| w.to_string()).collect()
            } else {
                ex.view().options.iter().map(|o| o.value.clone()).filter(|o| !o.eq_ignore_ascii_case(&value)).collect()
            };
            for given in wrong {
                let here = format!("{} {} (answer {given}, right {value})", name(&path), ex.id());
                let mut run = ex.run();
                let v = run.attempt(&Attempt::Answer(given.clone()));
                assert!(!v.correct && !v.solved, "{here}: judged right");
                let (en, zh) = (&v.explanation.en, &v.explanation.zh);
                if en.is_empty() || !has_chinese(zh) {
                    problems.push(format!("{here}: explanation {en:?} / {zh:?}"));
                }
                // More than a bare "wrong": a reason, with something to look at on the board.
                if en.split(". ").count() < 2 {
                    problems.push(format!("{here}: one sentence only: {en:?}"));
                }
                // (Whose turn it is after a pass, or at the start: no stone to point at.)
                let after_pass = matches!(ex.spec().query, Some(Query::ToMove(_))) && !matches!(ex.start().last_move().map(|m| m.mv), Some(tengen::Move::Play(_)));
                if v.marks.is_empty() && !after_pass {
                    problems.push(format!("{here}: nothing marked on the board ({en})"));
                }
                // A count of liberties, stones or captures: what is counted is numbered 1..n on
                // the board, and the text leaves the counting to the learner.
                let numbered = matches!(ex.spec().query, Some(Query::Liberties(_) | Query::ChainSize(_) | Query::Captures(_)));
                if ex.kind() == ExerciseKind::Count && numbered {
                    let labels: Vec<usize> = v.marks.iter().filter(|m| m.kind == MarkKind::Label).filter_map(|m| m.text.as_deref()?.parse().ok()).collect();
                    let n: usize = value.parse().unwrap();
                    if labels != (1..=n).collect::<Vec<_>>() {
                        problems.push(format!("{here}: labels {labels:?}, not 1 to {n}"));
                    }
                    if numbers_in(en).contains(&value) {
                        problems.push(format!("{here}: the text gives the count away: {en}"));
                    }
                }
                // Then the right answer solves it.
                let right = run.attempt(&Attempt::Answer(value.clone()));
                assert!(right.solved, "{here}: the right answer after a wrong one does not solve it");
                answered += 1;
            }
        }
    }
    assert!(problems.is_empty(), "{} wrong answers not answered on the board:\n  {}", problems.len(), problems.join("\n  "));
    assert!(answered > 200, "only {answered} wrong answers tried");
}

/// One position worked by hand: the chain C3-D3 with liberties B3, C2, C4, D2, D4, E3 and a
/// diagonal empty point; counting the diagonal point too (7) is answered by crossing the
/// diagonal points and numbering the six liberties.
#[test]
fn a_count_with_diagonals_crosses_them() {
    use tengen::lesson::{Lesson, LessonFile};
    let mut file: LessonFile = tengen::lesson::example();
    let json = r#"{"id": "libs", "kind": "count", "prompt": {"en": "How many liberties?", "zh": "有几口气？"},
        "position": {"diagram": [".....", ".....", "..XX.", ".....", "....."]},
        "query": {"liberties": "C3"}, "answer": "6"}"#;
    file.exercises = vec![serde_json::from_str(json).unwrap()];
    let lesson = Lesson::from_file(file).unwrap_or_else(|e| panic!("{e:?}"));
    let ex = &lesson.exercises()[0];
    let v = ex.run().attempt(&Attempt::Answer("7".into()));
    assert!(!v.correct);
    assert!(v.explanation.en.starts_with("7 is too many."), "{}", v.explanation.en);
    assert!(v.explanation.zh.starts_with("7多了。"), "{}", v.explanation.zh);
    let at = |kind: MarkKind| -> Vec<[u8; 2]> {
        let mut p: Vec<[u8; 2]> = v.marks.iter().filter(|m| m.kind == kind).map(|m| m.at).collect();
        p.sort_unstable();
        p
    };
    // (x, y) from the top left: C3 is [2, 2], D3 [3, 2] on 5×5.
    assert_eq!(at(MarkKind::Triangle), vec![[2, 2], [3, 2]]);
    assert_eq!(at(MarkKind::Label), vec![[1, 2], [2, 1], [2, 3], [3, 1], [3, 3], [4, 2]]);
    assert_eq!(at(MarkKind::Cross), vec![[1, 1], [1, 3], [4, 1], [4, 3]]);
    assert!(v.explanation.en.contains("B4, E4, B2 and E2"), "{}", v.explanation.en);
    // Too few: no crosses (the diagonal points are not the learner's mistake then).
    let v = ex.run().attempt(&Attempt::Answer("5".into()));
    assert!(v.marks.iter().all(|m| m.kind != MarkKind::Cross));
    assert!(v.explanation.en.starts_with("5 is too few."));
}
