//! Pieces of the bilingual prompts and explanations, and the judging shared by every kind
//! whose answer is a number, a set of points or a choice. Every fact in a sentence (a
//! count, a point, a colour) is passed in from the engine; the sentences only frame it.

use crate::lesson::{Attempt, Mark, MarkKind, Text};
use crate::{BoardSize, Color, IllegalMove, Vertex};

use super::{Problem, Solution, Verdict};

/// A point as the board's coordinates show it (`D4`).
pub(crate) fn pt(v: Vertex, size: BoardSize) -> String {
    v.to_gtp(size)
}

/// Points listed: `C3, D4 and E5` / `C3、D4和E5`.
pub(crate) fn pts(vs: &[Vertex], size: BoardSize) -> Text {
    let names: Vec<String> = vs.iter().map(|&v| pt(v, size)).collect();
    match names.len() {
        0 => Text::new("", ""),
        1 => Text::new(names[0].clone(), names[0].clone()),
        n => Text::new(
            format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
            format!("{}和{}", names[..n - 1].join("、"), names[n - 1]),
        ),
    }
}

/// An English sentence's first letter in upper case.
pub(crate) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next().map_or_else(String::new, |f| {
        f.to_uppercase().collect::<String>() + c.as_str()
    })
}

/// "black" / "黑" (inside a sentence).
pub(crate) fn colour_word(c: Color) -> (&'static str, &'static str) {
    match c {
        Color::Black => ("black", "黑"),
        Color::White => ("white", "白"),
    }
}

/// "1 liberty" / "3 liberties".
pub(crate) fn liberties_en(n: usize) -> String {
    if n == 1 {
        "1 liberty".into()
    } else {
        format!("{n} liberties")
    }
}

/// "1 stone" / "3 stones".
pub(crate) fn stones_en(n: usize) -> String {
    if n == 1 {
        "1 stone".into()
    } else {
        format!("{n} stones")
    }
}

/// A count with the fractions the rules use (`184½`, `¾`).
pub(crate) fn number(x: f64) -> String {
    let q = x * 4.0;
    if !q.is_finite() || q.fract() != 0.0 {
        return format!("{x}");
    }
    let q = q.abs() as i64;
    let sign = if x < 0.0 { "-" } else { "" };
    let frac = ["", "¼", "½", "¾"][(q % 4) as usize];
    if q / 4 == 0 && q % 4 != 0 {
        format!("{sign}{frac}")
    } else {
        format!("{sign}{}{frac}", q / 4)
    }
}

/// Marks of one kind on each point.
pub(crate) fn marks(kind: MarkKind, vs: &[Vertex]) -> Vec<Mark> {
    vs.iter().map(|&v| Mark::new(kind, v)).collect()
}

/// The points next to `v` on `board`.
pub(crate) fn neighbours_of(board: &crate::board::Board, v: Vertex) -> Vec<Vertex> {
    super::shape::neighbours(board.size(), v).collect()
}

/// Points sorted row by row, without repeats.
pub(crate) fn sorted(mut vs: Vec<Vertex>) -> Vec<Vertex> {
    vs.sort_by_key(|v| (v.y, v.x));
    vs.dedup();
    vs
}

/// The learner's move if it is one the rules allow on the problem's position, or the verdict
/// that already answers the attempt (not a move; a move the rules forbid).
// The Err is the verdict itself, built once per attempt: no reason to box it.
#[allow(clippy::result_large_err)]
pub(crate) fn legal_move(problem: &Problem, attempt: &Attempt) -> Result<Vertex, Verdict> {
    let Attempt::Play(v) = *attempt else {
        return Err(wrong_form(problem));
    };
    problem.game().play(v).map_err(illegal)?;
    Ok(v)
}

/// The verdict on a move the rules forbid.
pub(crate) fn illegal(e: IllegalMove) -> Verdict {
    let mut en = e.message_en();
    if let Some(first) = en.get(..1) {
        en = first.to_uppercase() + &en[1..];
    }
    Verdict {
        legal: false,
        reason: Some(e.code()),
        explanation: Text::new(en + ".", e.message_zh() + "。"),
        ..Verdict::default()
    }
}

/// The verdict on an attempt of the wrong form (a move where a number is asked, ...).
pub(crate) fn wrong_form(problem: &Problem) -> Verdict {
    let text = match problem.answer {
        super::AnswerForm::Move => {
            Text::new("Answer with a move on the board.", "请在棋盘上下一步棋。")
        }
        super::AnswerForm::Points => Text::new(
            "Answer by marking points on the board.",
            "请在棋盘上点出这些点。",
        ),
        super::AnswerForm::Number => Text::new("Answer with a number.", "请回答一个数。"),
        super::AnswerForm::Choice => {
            Text::new("Answer with one of the choices.", "请选择一个答案。")
        }
    };
    Verdict {
        legal: true,
        explanation: text,
        ..Verdict::default()
    }
}

/// Reads a number answer: `184.5`, `184½`, `3`.
pub(crate) fn parse_number(s: &str) -> Option<f64> {
    let s = s.trim();
    let (whole, frac) = match s.char_indices().last() {
        Some((i, '½')) => (&s[..i], 0.5),
        Some((i, '¼')) => (&s[..i], 0.25),
        Some((i, '¾')) => (&s[..i], 0.75),
        _ => (s, 0.0),
    };
    if whole.is_empty() && frac > 0.0 {
        return Some(frac);
    }
    let n: f64 = whole.trim().parse().ok()?;
    n.is_finite().then_some(n + frac)
}

/// Judges a number answer against the solution; `explain` says why the right number is
/// right (it is shown after a wrong answer too).
pub(crate) fn check_number(
    problem: &Problem,
    attempt: &Attempt,
    explain: &Text,
    marks: Vec<Mark>,
) -> Verdict {
    let (Attempt::Answer(text), Solution::Number(right)) = (attempt, &problem.solution) else {
        return wrong_form(problem);
    };
    let Some(given) = parse_number(text) else {
        return Verdict {
            legal: true,
            explanation: Text::new(
                format!("{text:?} is not a number."),
                format!("“{text}”不是一个数。"),
            ),
            ..Verdict::default()
        };
    };
    let correct = (given - right).abs() < 1e-9;
    let explanation = if correct {
        explain.clone()
    } else {
        Text::new(
            format!("Not {}.", number(given)),
            format!("不是{}。", number(given)),
        )
        .join(explain)
    };
    Verdict {
        correct,
        legal: true,
        explanation,
        marks,
        ..Verdict::default()
    }
}

/// Judges a set of points: right when it is exactly the solution's set.
pub(crate) fn check_points(
    problem: &Problem,
    attempt: &Attempt,
    explain: &Text,
    what: &Text,
) -> Verdict {
    let (Attempt::Points(given), Solution::Points(right)) = (attempt, &problem.solution) else {
        return wrong_form(problem);
    };
    let given = sorted(given.clone());
    let missing: Vec<Vertex> = right
        .iter()
        .copied()
        .filter(|v| !given.contains(v))
        .collect();
    let wrong: Vec<Vertex> = given
        .iter()
        .copied()
        .filter(|v| !right.contains(v))
        .collect();
    let size = problem.size();
    let correct = missing.is_empty() && wrong.is_empty();
    let mut marks = self::marks(MarkKind::Cross, &wrong);
    let explanation = if correct {
        explain.clone()
    } else {
        let mut t = Text::new("", "");
        if !wrong.is_empty() {
            let p = pts(&wrong, size);
            t = t.join(&Text::new(
                format!(
                    "{} {} not {}.",
                    p.en,
                    if wrong.len() == 1 { "is" } else { "are" },
                    what.en
                ),
                format!("{}不是{}。", p.zh, what.zh),
            ));
        }
        if !missing.is_empty() {
            t = t.join(&Text::new(
                format!(
                    "{} more {} to find.",
                    missing.len(),
                    if missing.len() == 1 {
                        "point"
                    } else {
                        "points"
                    }
                ),
                format!("还差{}个点。", missing.len()),
            ));
        }
        marks.extend(self::marks(
            MarkKind::Selected,
            &given
                .iter()
                .copied()
                .filter(|v| right.contains(v))
                .collect::<Vec<_>>(),
        ));
        t
    };
    Verdict {
        correct,
        legal: true,
        explanation,
        marks,
        missing,
        wrong,
        ..Verdict::default()
    }
}

/// Judges a choice.
pub(crate) fn check_choice(problem: &Problem, attempt: &Attempt, explain: &Text) -> Verdict {
    let (Attempt::Answer(given), Solution::Choice(right)) = (attempt, &problem.solution) else {
        return wrong_form(problem);
    };
    let Some(option) = problem.options.iter().find(|o| o.value == given.trim()) else {
        let values: Vec<&str> = problem.options.iter().map(|o| o.value.as_ref()).collect();
        return Verdict {
            legal: true,
            explanation: Text::new(
                format!("Choose one of: {}.", values.join(", ")),
                format!("请从这些答案中选一个：{}。", values.join("、")),
            ),
            ..Verdict::default()
        };
    };
    let correct = option.value == *right;
    let explanation = if correct {
        explain.clone()
    } else {
        Text::new(
            format!("Not “{}”.", option.label.en),
            format!("不是“{}”。", option.label.zh),
        )
        .join(explain)
    };
    Verdict {
        correct,
        legal: true,
        explanation,
        ..Verdict::default()
    }
}

/// The answer in words (the page's "show the answer").
pub(crate) fn answer_text(problem: &Problem) -> Text {
    let size = problem.size();
    match &problem.solution {
        Solution::Moves(vs) => {
            let p = pts(vs, size);
            if vs.len() == 1 {
                Text::new(
                    format!("The answer is {}.", p.en),
                    format!("答案是{}。", p.zh),
                )
            } else {
                Text::new(
                    format!("Any of {} is right.", p.en),
                    format!("{}都对。", p.zh),
                )
            }
        }
        Solution::Points(vs) => {
            let p = pts(vs, size);
            Text::new(
                format!("The points are {}.", p.en),
                format!("这些点是{}。", p.zh),
            )
        }
        Solution::Number(n) => Text::new(
            format!("The answer is {}.", number(*n)),
            format!("答案是{}。", number(*n)),
        ),
        Solution::Choice(c) => {
            let label = problem.options.iter().find(|o| o.value == *c).map_or_else(
                || Text::new(c.to_string(), c.to_string()),
                |o| o.label.clone(),
            );
            Text::new(
                format!("The answer is “{}”.", label.en),
                format!("答案是“{}”。", label.zh),
            )
        }
    }
}
