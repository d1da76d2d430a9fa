//! count and choose exercises: the value of a query the engine computes, judging a typed or
//! chosen answer, and numbers as learners type them.

use crate::{Color, EyeKind, Game, Vertex};

use super::exercise::{Exercise, Verdict, illegal_text};
use super::figure::{Mark, count};
use super::format::{CountSpec, ExerciseKind, MarkKind, Query, Text};
use super::parse_point;
use super::words::{self, fill, liberties, pt, pts, same, side};

impl Exercise {
    /// The value the engine computes for a count or choose exercise, as a string (`"4"`,
    /// `"184.5"`, `"black"`, `"real"`, `"suicide"`), with an explanation and marks.
    #[must_use]
    pub fn query_value(&self) -> Option<(String, Text, Vec<Mark>)> {
        let q = self.spec.query.as_ref()?;
        query(&self.start, self.handicap, q).ok()
    }

    pub(crate) fn judge_answer(&self, text: &str, v: &mut Verdict) {
        let Some(computed) = self.query_value() else {
            return;
        };
        let (value, why, marks) = computed.clone();
        let right = match self.spec.kind {
            ExerciseKind::Count => match (parse_number(text), value.parse::<f64>()) {
                (Some(a), Ok(b)) => (a - b).abs() < 1e-9,
                _ => false,
            },
            _ => text.trim().eq_ignore_ascii_case(&value),
        };
        v.correct = right;
        if right {
            v.solved = true;
            v.stage = 1;
            v.explanation = why;
            v.marks = marks;
            if let Some(success) = &self.spec.success {
                v.explanation = self.text(success, 0, &self.start).join(&v.explanation);
            }
        } else if let Some(q) = &self.spec.query {
            // Answered on the board: what the right value rests on, marked, in both languages.
            let (text, marks) = super::wrong_answer::explain(self, q, text, &computed);
            v.explanation = text;
            v.marks = marks;
        }
    }
}

/// The value of a query on a position, with the engine's explanation and marks.
pub(crate) fn query(game: &Game, handicap: u32, q: &Query) -> Result<(String, Text, Vec<Mark>), String> {
    let size = game.size();
    let board = game.board();
    let stone = |at: &str| -> Result<Vertex, String> {
        let v = parse_point(at, size)?;
        if board.get(v).is_none() {
            return Err(format!("there is no stone at {at}"));
        }
        Ok(v)
    };
    Ok(match q {
        Query::BoardPoints(_) => {
            let t = fill(
                "{} lines across and {} down cross at {} points.",
                "横{}条线、竖{}条线，交叉成{}个点。",
                &[&same(size.height.to_string()), &same(size.width.to_string()), &same(size.points().to_string())],
            );
            (size.points().to_string(), t, Vec::new())
        }
        Query::ToMove(_) => {
            let c = game.to_move();
            let t = match game.last_move() {
                Some(m) => fill("{} played last, so it is {}'s turn.", "刚才是{}下的，所以轮到{}。", &[&side(m.color), &side(c)]),
                None => fill("{} moves first.", "{}先下。", &[&side(c)]),
            };
            (c.name_en().into(), t, Vec::new())
        }
        Query::Status(at) => {
            let v = stone(at)?;
            let est = crate::score::estimate(board, &crate::score::EstimateOptions::default());
            let dead = est.dead.contains(&v);
            let chain = board.chain(v);
            let at = same(pt(v, size));
            let t = if dead {
                fill("The stones at {} cannot avoid capture: they are dead.", "{}的棋子无法避免被提掉：是死棋。", &[&at])
            } else {
                fill("The stones at {} cannot be captured: they are alive.", "{}的棋子不会被提掉：是活棋。", &[&at])
            };
            let kind = if dead { MarkKind::Cross } else { MarkKind::Circle };
            ((if dead { "dead" } else { "alive" }).into(), t, chain.iter().map(|&s| Mark::new(kind, s)).collect())
        }
        Query::Liberties(at) => {
            let v = stone(at)?;
            let libs = board.liberties(v);
            let t = fill("The chain at {} has {}: {}.", "{}的棋子有{}：{}。", &[&same(pt(v, size)), &liberties(libs.len()), &pts(&libs, size)]);
            (libs.len().to_string(), t, libs.iter().map(|&l| Mark::new(MarkKind::Circle, l)).collect())
        }
        Query::ChainSize(at) => {
            let v = stone(at)?;
            let chain = board.chain(v);
            let t = fill("The chain has {}.", "这块棋有{}。", &[&words::stones(chain.len())]);
            (chain.len().to_string(), t, chain.iter().map(|&s| Mark::new(MarkKind::Selected, s)).collect())
        }
        Query::Captures(at) => {
            let v = parse_point(at, size)?;
            let p = game.preview(v).map_err(|e| format!("{at} is not legal: {}", e.message_en()))?;
            let t = fill("A stone at {} captures {}.", "下在{}可以提掉{}。", &[&same(pt(v, size)), &words::stones(p.captures.len())]);
            (p.captures.len().to_string(), t, p.captures.iter().map(|&c| Mark::new(MarkKind::Cross, c)).collect())
        }
        Query::Legality(at) => {
            let v = parse_point(at, size)?;
            match game.check(v) {
                Ok(()) => ("legal".into(), fill("{} may play at {}.", "{}可以下在{}。", &[&side(game.to_move()), &same(pt(v, size))]), Vec::new()),
                Err(e) => (e.code().into(), illegal_text(e, size), vec![Mark::new(MarkKind::Cross, v)]),
            }
        }
        Query::Eye(at) => {
            let v = parse_point(at, size)?;
            match super::search::eye_kind(game, v) {
                Some((_, EyeKind::Real)) => ("real".into(), fill("{} is a real eye.", "{}是真眼。", &[&same(pt(v, size))]), vec![Mark::new(MarkKind::Circle, v)]),
                Some((_, EyeKind::False)) => (
                    "false".into(),
                    fill("{} is a false eye: the stones around it can be cut apart.", "{}是假眼：它周围的棋子可以被分开。", &[&same(pt(v, size))]),
                    vec![Mark::new(MarkKind::Cross, v)],
                ),
                None => ("none".into(), fill("{} is not an eye.", "{}不是眼。", &[&same(pt(v, size))]), Vec::new()),
            }
        }
        Query::Points(c) => {
            let s = count(game, handicap, &CountSpec { dead: c.dead.clone() })?;
            let sc = if c.color == Color::Black { &s.black } else { &s.white };
            let t = if sc.dame_share > 0.0 {
                fill(
                    "{}: {} stones + {} surrounded points + {} (half of the shared points) = {}.",
                    "{}：{}个子 + 围住的{}个点 + {}（双方共有的点各得一半）= {}子。",
                    &[&side(c.color), &same(sc.stones.to_string()), &same(sc.area.to_string()), &same(words::number(sc.dame_share)), &same(words::number(sc.total))],
                )
            } else {
                fill(
                    "{}: {} stones + {} surrounded points = {}.",
                    "{}：{}个子 + 围住的{}个点 = {}子。",
                    &[&side(c.color), &same(sc.stones.to_string()), &same(sc.area.to_string()), &same(words::number(sc.total))],
                )
            };
            (format!("{}", sc.total), t, s.dead.iter().map(|&d| Mark::new(MarkKind::Cross, d)).collect())
        }
        Query::Winner(c) => {
            let s = count(game, handicap, c)?;
            let value = match s.winner {
                Some(Color::Black) => "black",
                Some(Color::White) => "white",
                None => "draw",
            };
            let t = fill(
                "Black {}, White {}: {}.",
                "黑{}子，白{}子：{}。",
                &[&same(words::number(s.black.total)), &same(words::number(s.white.total)), &Text::new(s.result_en.clone(), s.result_zh.clone())],
            );
            (value.into(), t, Vec::new())
        }
        Query::Life(at) => {
            let v = stone(at)?;
            let (value, t) = super::reading::life_status(game, v)?;
            (value, t, board.chain(v).iter().map(|&s| Mark::new(MarkKind::Selected, s)).collect())
        }
        Query::Ladder(at) => {
            let v = stone(at)?;
            let (value, t, line) = super::reading::ladder(game, v)?;
            let mut marks: Vec<Mark> = board.chain(v).iter().map(|&s| Mark::new(MarkKind::Triangle, s)).collect();
            marks.extend(line.iter().map(|&l| Mark::new(MarkKind::Circle, l)));
            (value, t, marks)
        }
        Query::Race(at) => {
            let v = stone(at)?;
            let (value, t) = super::reading::race_winner(game, v)?;
            (value, t, board.liberties(v).iter().map(|&l| Mark::new(MarkKind::Circle, l)).collect())
        }
        Query::Margin(c) => {
            let s = count(game, handicap, c)?;
            let m = if s.scoring == crate::ScoringMethod::Area { s.margin_stones.abs() } else { s.margin_points.abs() };
            (format!("{m}"), Text::new(format!("{}.", s.result_en), format!("{}。", s.result_zh)), Vec::new())
        }
    })
}

/// Reads a number as a learner may type it: `4`, `184.5`, `184½`, `184 1/2`, `¾`, `3/4`,
/// `184又1/2`, full-width digits.
pub(crate) fn parse_number(s: &str) -> Option<f64> {
    let s: String = s
        .trim()
        .chars()
        .map(|c| match c {
            '０'..='９' => char::from(b'0' + (c as u32 - '０' as u32) as u8),
            '．' | '。' => '.',
            '／' => '/',
            '又' => ' ',
            _ => c,
        })
        .collect();
    let s = s.trim().trim_end_matches(['子', '点', '目']).trim();
    if s.is_empty() {
        return None;
    }
    let (sign, s) = match s.strip_prefix('-') {
        Some(rest) => (-1.0, rest.trim()),
        None => (1.0, s),
    };
    let frac_char = |c: char| match c {
        '¼' => Some(0.25),
        '½' => Some(0.5),
        '¾' => Some(0.75),
        _ => None,
    };
    // 184½
    if let Some(last) = s.chars().last()
        && let Some(f) = frac_char(last)
    {
        let whole = s[..s.len() - last.len_utf8()].trim();
        let w = if whole.is_empty() { 0.0 } else { whole.parse::<f64>().ok()? };
        return Some(sign * (w + f));
    }
    // 184 1/2, 3/4
    let parts: Vec<&str> = s.split_whitespace().collect();
    let fraction = |t: &str| -> Option<f64> {
        let (a, b) = t.split_once('/')?;
        let (a, b) = (a.trim().parse::<f64>().ok()?, b.trim().parse::<f64>().ok()?);
        (b != 0.0).then(|| a / b)
    };
    let value = match parts.as_slice() {
        [one] if one.contains('/') => fraction(one)?,
        [one] => one.parse::<f64>().ok()?,
        [w, f] => w.parse::<f64>().ok()? + fraction(f)?,
        _ => return None,
    };
    value.is_finite().then_some(sign * value)
}

#[cfg(test)]
mod tests {
    use super::parse_number;

    #[test]
    fn numbers_as_learners_type_them() {
        assert_eq!(parse_number("4"), Some(4.0));
        assert_eq!(parse_number(" 184.5 "), Some(184.5));
        assert_eq!(parse_number("184½"), Some(184.5));
        assert_eq!(parse_number("184 1/2"), Some(184.5));
        assert_eq!(parse_number("184又1/2"), Some(184.5));
        assert_eq!(parse_number("¾"), Some(0.75));
        assert_eq!(parse_number("3/4子"), Some(0.75));
        assert_eq!(parse_number("４５"), Some(45.0));
        assert_eq!(parse_number("four"), None);
        assert_eq!(parse_number(""), None);
        assert_eq!(parse_number("1/0"), None);
    }
}
