//! A wrong answer to a count or choose exercise, answered on the board: the engine marks the
//! facts behind the right value (the chain's liberties numbered, the stones of the chain, the
//! stones a move captures, the shared points of a count, the diagonal points that make an eye
//! false) and says in both languages how to read them. The learner then answers again.
//!
//! The page puts its own head before the text ("Not yet." / "还不对。"), so the text starts
//! with the fact: "5 is too many." For a count it goes on to explain the method and the marks
//! without stating the total (the learner counts again with the marks in front of them); for a
//! choice it states the engine's reason, since there is nothing left to count.

use crate::score::{Owner, Score};
use crate::{Color, EyeKind, Game, Vertex};

use super::answer::parse_number;
use super::exercise::Exercise;
use super::figure::{Mark, count};
use super::format::{CountSpec, ExerciseKind, MarkKind, Query, Text};
use super::parse_point;
use super::words::{self, fill, pts, same, side};

/// The explanation and marks for `given`, a wrong answer to the exercise's query `q`, whose
/// right value, explanation and marks are `right` (as [`super::answer::query`] computes them).
pub(crate) fn explain(ex: &Exercise, q: &Query, given: &str, right: &(String, Text, Vec<Mark>)) -> (Text, Vec<Mark>) {
    let (game, handicap, kind) = (&ex.start, ex.handicap, ex.spec.kind);
    let (value, why, marks) = (right.0.as_str(), &right.1, &right.2);
    let (method, board_marks) = method(game, handicap, q, given, value).unwrap_or_default();
    if kind == ExerciseKind::Count {
        let lead = match (parse_number(given), value.parse::<f64>()) {
            (None, _) => return (Text::new("Please type a number, such as 4 or 184.5.", "请输入一个数，例如4或184.5。"), Vec::new()),
            (Some(a), Ok(b)) if a > b => fill("{} is too many.", "{}多了。", &[&same(words::number(a))]),
            (Some(a), _) => fill("{} is too few.", "{}少了。", &[&same(words::number(a))]),
        };
        let text = if method.is_empty() { lead.join(&Text::new("Count again.", "再数一数。")) } else { lead.join(&method).join(&Text::new("Count again.", "再数一数。")) };
        return (text, board_marks);
    }
    // A choice: the engine's reason, with what it rests on marked.
    let mut all = board_marks;
    for m in marks {
        if !all.iter().any(|a| a.at == m.at) {
            all.push(m.clone());
        }
    }
    let text = if method.is_empty() { why.clone() } else { why.join(&method) };
    (text.join(&Text::new("Choose again.", "再选一次。")), all)
}

/// What the right value rests on, for `q`: a sentence (without the value itself when it is a
/// number to count) and the marks that show it.
fn method(game: &Game, handicap: u32, q: &Query, given: &str, value: &str) -> Result<(Text, Vec<Mark>), String> {
    let size = game.size();
    let board = game.board();
    let too_many = matches!((parse_number(given), value.parse::<f64>()), (Some(a), Ok(b)) if a > b);
    Ok(match q {
        Query::BoardPoints(_) => {
            // The lines numbered along the top and down the left side.
            let mut marks: Vec<Mark> = (0..size.width).map(|x| Mark::label(Vertex::new(x, 0), (x + 1).to_string())).collect();
            marks.extend((1..size.height).map(|y| Mark::label(Vertex::new(0, y), (y + 1).to_string())));
            let t = fill(
                "The lines are numbered along the top ({}) and down the side ({}); every line across meets every line down at one point.",
                "上边的竖线（{}条）和左边的横线（{}条）都标了号；每条横线和每条竖线都相交于一个点。",
                &[&same(size.width.to_string()), &same(size.height.to_string())],
            );
            (t, marks)
        }
        Query::ToMove(_) => match game.last_move().map(|m| (m.color, m.mv)) {
            Some((_, crate::Move::Play(v))) => (Text::new("The last stone played is marked with a triangle.", "最后下的一手用三角标出了。"), vec![Mark::new(MarkKind::Triangle, v)]),
            Some((c, crate::Move::Pass)) => (
                fill("{0}'s last move was a pass: no stone was placed, but it was {0}'s turn all the same.", "{0}最后一手是停一手（虚着）：没有落子，但也算{0}走过了一步。", &[&side(c)]),
                Vec::new(),
            ),
            None => (Text::default(), Vec::new()),
        },
        Query::Liberties(at) => {
            let v = stone(game, at)?;
            let libs = board.liberties(v);
            let mut marks: Vec<Mark> = board.chain(v).iter().map(|&s| Mark::new(MarkKind::Triangle, s)).collect();
            marks.extend(numbered(&libs));
            let t = Text::new(
                "A liberty is an empty point next to the chain along a line; the liberties of the chain marked with triangles are numbered on the board.",
                "气是沿着线和这块棋相邻的空点；标了三角的这块棋，它的气在棋盘上标了号。",
            );
            let diagonal = if too_many { diagonal_only(game, &board.chain(v), |p| board.get(p).is_none()) } else { Vec::new() };
            let note = ("Points that touch it only diagonally ({}, crossed) are not liberties.", "只是斜着相邻的点（{}，打了叉）不是气。");
            with_diagonal(t, marks, &diagonal, note, size)
        }
        Query::ChainSize(at) => {
            let v = stone(game, at)?;
            let chain = board.chain(v);
            let marks = numbered(&chain);
            let t = Text::new(
                "Stones next to each other along a line are one chain; the stones of this chain are numbered on the board.",
                "沿着线相邻的棋子连成一块；这块棋的棋子在棋盘上标了号。",
            );
            let color = board.get(v);
            let diagonal = if too_many { diagonal_only(game, &chain, |p| board.get(p) == color) } else { Vec::new() };
            let note = ("Stones that touch it only diagonally ({}, crossed) are not part of it.", "只是斜着相邻的棋子（{}，打了叉）不属于这块棋。");
            with_diagonal(t, marks, &diagonal, note, size)
        }
        Query::Captures(at) => {
            let v = parse_point(at, size)?;
            let p = game.preview(v).map_err(|e| e.message_en())?;
            let mut marks = vec![Mark::new(MarkKind::Square, v)];
            marks.extend(numbered(&p.captures));
            let t = if p.captures.is_empty() {
                fill(
                    "After a stone at {} (the square) every chain next to it still has a liberty, so nothing is taken off.",
                    "下在{}（方框）以后，旁边每块棋都还有气，所以提不掉子。",
                    &[&same(words::pt(v, size))],
                )
            } else {
                fill(
                    "A stone at {} (the square) takes the last liberty of the numbered stones; only those are taken off.",
                    "下在{}（方框）会紧掉标了号的棋子的最后一口气；只提掉这些子。",
                    &[&same(words::pt(v, size))],
                )
            };
            (t, marks)
        }
        Query::Legality(at) => {
            let v = parse_point(at, size)?;
            let mut marks = vec![Mark::new(MarkKind::Square, v)];
            let name = words::pt(v, size);
            let (column, row) = name.split_at(1);
            // Where the point is: the learner may have looked at another one.
            let whereabouts = fill("{0} (the square) is where column {1} meets row {2}.", "{0}（方框）是{1}列和{2}行相交的点。", &[&same(name.clone()), &same(column), &same(row)]);
            let t = match (game.preview(v), board.get(v)) {
                (_, Some(c)) => fill("A {} stone stands there.", "那里有一个{}子。", &[&Text::new(c.name_en(), c.name_zh())]),
                (Ok(p), None) if !p.captures.is_empty() => {
                    marks.extend(p.captures.iter().map(|&c| Mark::new(MarkKind::Cross, c)));
                    fill("It captures {} (crossed), so the stone has liberties after all.", "它能提掉{}（打了叉），所以落下的子有气。", &[&words::stones(p.captures.len())])
                }
                (Ok(p), None) => fill("The stone would have {} there.", "落下的子在那里有{}。", &[&words::liberties(p.liberties)]),
                (Err(_), None) => Text::default(),
            };
            (whereabouts.join(&t), marks)
        }
        Query::Eye(at) => eye(game, parse_point(at, size)?),
        Query::Status(at) | Query::Life(at) | Query::Ladder(at) | Query::Race(at) => {
            let v = stone(game, at)?;
            (Text::default(), board.chain(v).iter().map(|&s| Mark::new(MarkKind::Triangle, s)).collect())
        }
        Query::Points(c) => {
            let s = count(game, handicap, &CountSpec { dead: c.dead.clone() })?;
            let sc = if c.color == Color::Black { &s.black } else { &s.white };
            let shared = shared_points(&s);
            let args = [&side(c.color), &same(sc.stones.to_string()), &same(sc.area.to_string()), &same(shared.len().to_string()), &same(words::number(sc.dame_share))];
            let t = if shared.is_empty() {
                fill(
                    "{0} counts every live {0} stone ({1}) and every point only {0} surrounds ({2}, circled).",
                    "{0}数的是自己的活子（{1}个）和只被{0}围住的点（{2}个，画了圆圈）。",
                    &args,
                )
            } else {
                fill(
                    "{0} counts every live {0} stone ({1}), every point only {0} surrounds ({2}, circled) and half of each shared point ({3}, squares: {4}).",
                    "{0}数的是自己的活子（{1}个）、只被{0}围住的点（{2}个，画了圆圈），再加上每个双方共有的点的一半（{3}个，画了方框：{4}子）。",
                    &args,
                )
            };
            let mut marks: Vec<Mark> = area_points(&s, c.color).into_iter().map(|p| Mark::new(MarkKind::Circle, p)).collect();
            marks.extend(shared.iter().map(|&p| Mark::new(MarkKind::Square, p)));
            marks.extend(s.dead.iter().map(|&d| Mark::new(MarkKind::Cross, d)));
            (t.join(&dead_note(&s)), marks)
        }
        Query::Winner(c) | Query::Margin(c) => {
            let s = count(game, handicap, c)?;
            let shared = shared_points(&s);
            let mut marks: Vec<Mark> = area_points(&s, Color::Black).into_iter().map(|p| Mark::new(MarkKind::Circle, p)).collect();
            marks.extend(shared.iter().map(|&p| Mark::new(MarkKind::Square, p)));
            marks.extend(s.dead.iter().map(|&d| Mark::new(MarkKind::Cross, d)));
            let n = |x: f64| same(words::number(x));
            let mut t = if s.scoring == crate::ScoringMethod::Area {
                let (komi, comp) = (s.komi / 2.0, s.handicap_compensation / 2.0);
                let needs = s.base + komi + comp;
                let args = [&n(s.black.total), &n(needs), &n(s.base), &same(s.points.to_string()), &n(komi), &n(comp)];
                let (en, zh) = match (komi != 0.0, comp != 0.0) {
                    (true, true) => (
                        "Black's count is {0} (its live stones and the circled points it surrounds); Black needs more than {1} to win: {2}, half of the board's {3} points, plus {4} for the komi and {5} for the handicap.",
                        "黑棋数得{0}子（它的活子，加上它围住的、画了圆圈的点）；黑棋要超过{1}子才胜：棋盘{3}个点的一半{2}子，加上贴子{4}子和让子的补偿{5}子。",
                    ),
                    (true, false) => (
                        "Black's count is {0} (its live stones and the circled points it surrounds); Black needs more than {1} to win: {2}, half of the board's {3} points, plus {4} for the komi.",
                        "黑棋数得{0}子（它的活子，加上它围住的、画了圆圈的点）；黑棋要超过{1}子才胜：棋盘{3}个点的一半{2}子，加上贴子{4}子。",
                    ),
                    (false, true) => (
                        "Black's count is {0} (its live stones and the circled points it surrounds); Black needs more than {1} to win: {2}, half of the board's {3} points, plus {5} for the handicap.",
                        "黑棋数得{0}子（它的活子，加上它围住的、画了圆圈的点）；黑棋要超过{1}子才胜：棋盘{3}个点的一半{2}子，加上让子的补偿{5}子。",
                    ),
                    (false, false) => (
                        "Black's count is {0} (its live stones and the circled points it surrounds); Black needs more than {2} to win, half of the board's {3} points.",
                        "黑棋数得{0}子（它的活子，加上它围住的、画了圆圈的点）；黑棋要超过棋盘{3}个点的一半{2}子才胜。",
                    ),
                };
                fill(en, zh, &args)
            } else {
                fill(
                    "Black has {} points (the circled points are Black's) and White {}, plus {} komi.",
                    "黑棋{}目（画了圆圈的是黑棋的），白棋{}目，另加贴目{}目。",
                    &[&n(s.black.total), &n(s.white.total), &n(s.komi)],
                )
            };
            if !shared.is_empty() {
                let half = if s.scoring == crate::ScoringMethod::Area {
                    Text::new("The shared points (squares) count half for each side.", "双方共有的点（方框）各算一半。")
                } else {
                    Text::new("The shared points (squares) count for nobody.", "双方共有的点（方框）谁也不算。")
                };
                t = t.join(&half);
            }
            (t.join(&dead_note(&s)), marks)
        }
    })
}

/// The stone at `at`, or why there is none.
fn stone(game: &Game, at: &str) -> Result<Vertex, String> {
    let v = parse_point(at, game.size())?;
    if game.board().get(v).is_none() {
        return Err(format!("there is no stone at {at}"));
    }
    Ok(v)
}

/// Points numbered 1, 2, 3… on the board, row by row.
fn numbered(points: &[Vertex]) -> Vec<Mark> {
    let mut sorted = points.to_vec();
    sorted.sort_by_key(|p| (p.y, p.x));
    sorted.iter().enumerate().map(|(i, &p)| Mark::label(p, (i + 1).to_string())).collect()
}

/// A count's text and marks, with the points that touch the chain only diagonally crossed and
/// named by `note` (en, zh with one `{}`), if there are any.
fn with_diagonal(t: Text, mut marks: Vec<Mark>, diagonal: &[Vertex], note: (&str, &str), size: crate::BoardSize) -> (Text, Vec<Mark>) {
    if diagonal.is_empty() {
        return (t, marks);
    }
    marks.extend(diagonal.iter().map(|&p| Mark::new(MarkKind::Cross, p)));
    (t.join(&fill(note.0, note.1, &[&pts(diagonal, size)])), marks)
}

/// The points diagonal to some stone of `chain`, next to none of them along a line, that
/// `wanted` accepts, row by row.
fn diagonal_only(game: &Game, chain: &[Vertex], wanted: impl Fn(Vertex) -> bool) -> Vec<Vertex> {
    let size = game.size();
    let touches = |p: Vertex| chain.iter().any(|s| s.x.abs_diff(p.x) + s.y.abs_diff(p.y) == 1);
    let mut out: Vec<Vertex> = Vec::new();
    for s in chain {
        for (dx, dy) in [(-1i16, -1i16), (1, -1), (-1, 1), (1, 1)] {
            let (x, y) = (i16::from(s.x) + dx, i16::from(s.y) + dy);
            let (Ok(x), Ok(y)) = (u8::try_from(x), u8::try_from(y)) else { continue };
            let p = Vertex::new(x, y);
            if size.contains(p) && !chain.contains(&p) && !touches(p) && wanted(p) && !out.contains(&p) {
                out.push(p);
            }
        }
    }
    out.sort_by_key(|p| (p.y, p.x));
    out
}

/// Why the point is or is not an eye: its neighbours, and for an eye its diagonal points.
fn eye(game: &Game, v: Vertex) -> (Text, Vec<Mark>) {
    let size = game.size();
    let board = game.board();
    let at = same(words::pt(v, size));
    let mut marks = vec![Mark::new(MarkKind::Square, v)];
    if board.get(v).is_some() {
        return (fill("{} holds a stone: an eye is an empty point.", "{}上有棋子：眼是空着的点。", &[&at]), marks);
    }
    let around = super::search::neighbours(game, v);
    match super::search::eye_kind(game, v) {
        None => {
            // Not surrounded by one side: the neighbours that break it.
            let black = around.iter().filter(|&&n| board.get(n) == Some(Color::Black)).count();
            let white = around.iter().filter(|&&n| board.get(n) == Some(Color::White)).count();
            let owner = if black >= white { Color::Black } else { Color::White };
            let breaking: Vec<Vertex> = around.iter().copied().filter(|&n| board.get(n) != Some(owner)).collect();
            marks.extend(breaking.iter().map(|&n| Mark::new(MarkKind::Cross, n)));
            let t = fill(
                "Every point next to an eye along the lines is a stone of one side; next to {0}, {1} (crossed) {2} not {3} stones.",
                "眼的四周（沿着线）都是同一方的棋子；{0}旁边的{1}（打了叉）不是{3}的子。",
                &[&at, &pts(&breaking, size), &words::en(breaking.len(), "is", "are"), &side(owner)],
            );
            (t, marks)
        }
        Some((owner, kind)) => {
            let held: Vec<Vertex> = diagonals(game, v).into_iter().filter(|&d| board.get(d) == Some(owner.opponent())).collect();
            marks.extend(held.iter().map(|&d| Mark::new(MarkKind::Cross, d)));
            let t = match (kind, held.is_empty()) {
                (EyeKind::False, _) => fill(
                    "{} holds {} diagonally (crossed): the stones around {} can be cut apart there, so the eye can be filled.",
                    "{}占了斜角{}（打了叉）：{}周围的棋子会在那里被分开，这个眼最后会被填掉。",
                    &[&side(owner.opponent()), &pts(&held, size), &at],
                ),
                (EyeKind::Real, true) => fill("{} holds none of the diagonal points: the stones around {} stay connected.", "{}一个斜角也没占：{}周围的棋子始终连在一起。", &[&side(owner.opponent()), &at]),
                (EyeKind::Real, false) => fill(
                    "{} holds only {} diagonally (crossed): not enough to cut the stones around {} apart.",
                    "{}只占了斜角{}（打了叉）：不足以分开{}周围的棋子。",
                    &[&side(owner.opponent()), &pts(&held, size), &at],
                ),
            };
            (t, marks)
        }
    }
}

/// The diagonal points of `v` on the board.
fn diagonals(game: &Game, v: Vertex) -> Vec<Vertex> {
    let size = game.size();
    let mut out = Vec::new();
    for (dx, dy) in [(-1i16, -1i16), (1, -1), (-1, 1), (1, 1)] {
        let (x, y) = (i16::from(v.x) + dx, i16::from(v.y) + dy);
        if let (Ok(x), Ok(y)) = (u8::try_from(x), u8::try_from(y))
            && size.contains(Vertex::new(x, y))
        {
            out.push(Vertex::new(x, y));
        }
    }
    out
}

/// The points shared between both sides in a count (dame, seki), row by row.
fn shared_points(s: &Score) -> Vec<Vertex> {
    s.ownership.iter().filter(|p| p.owner == Owner::Shared).map(|p| p.vertex).collect()
}

/// The empty points (and removed dead stones) only `color` surrounds, row by row.
fn area_points(s: &Score, color: Color) -> Vec<Vertex> {
    use crate::score::PointReason::{BlackArea, DeadBlack, DeadWhite, WhiteArea};
    s.ownership
        .iter()
        .filter(|p| p.owner.color() == Some(color) && matches!(p.reason, BlackArea | WhiteArea | DeadBlack | DeadWhite))
        .map(|p| p.vertex)
        .collect()
}

/// A sentence about the dead stones of a count, if there are any.
fn dead_note(s: &Score) -> Text {
    if s.dead.is_empty() {
        return Text::default();
    }
    Text::new(
        "The crossed stones are dead: they are taken off before the count, and their points go to the side that surrounds them.",
        "打叉的棋子是死子：数子前先提掉，它们的点归围住它们的一方。",
    )
}
