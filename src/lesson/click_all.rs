//! clickAll exercises: the set of points the engine computes, and why a clicked point is not
//! in it.

use crate::{EyeKind, Game, Vertex};

use super::exercise::{Exercise, Verdict, xy};
use super::figure::Mark;
use super::format::{MarkKind, Target, Text};
use super::parse_point;
use super::words::{self, fill, liberties, pt, same, side};

impl Exercise {
    /// The set a clickAll exercise asks for, computed by the engine, sorted row by row.
    #[must_use]
    pub fn target_points(&self) -> Vec<Vertex> {
        let Some(target) = &self.spec.target else {
            return Vec::new();
        };
        target_points(&self.start, target).unwrap_or_default()
    }

    pub(crate) fn judge_points(&self, points: &[Vertex], v: &mut Verdict) {
        let size = self.size();
        let target = self.target_points();
        let mut clicked: Vec<Vertex> = points.to_vec();
        clicked.sort_by_key(|p| (p.y, p.x));
        clicked.dedup();
        let wrong: Vec<Vertex> = clicked.iter().copied().filter(|p| !target.contains(p)).collect();
        let found = clicked.iter().filter(|p| target.contains(p)).count();
        let missing = target.len() - found;
        v.missing = missing;
        v.wrong = wrong.iter().map(|&p| xy(p)).collect();
        if wrong.is_empty() && missing == 0 {
            v.correct = true;
            v.solved = true;
            v.stage = 1;
            v.explanation = if target.len() == 1 { Text::new("Found it.", "找到了。") } else { fill("All {} found.", "{}个点都找到了。", &[&same(target.len().to_string())]) };
            v.marks = target.iter().map(|&p| Mark::new(MarkKind::Circle, p)).collect();
            if let Some(success) = &self.spec.success {
                v.explanation = self.text(success, 0, &self.start).join(&v.explanation);
            }
            return;
        }
        let mut text = Text::default();
        if let (Some(target_spec), Some(&p)) = (&self.spec.target, wrong.first()) {
            text = why_not_in_target(&self.start, target_spec, p);
            v.marks.push(Mark::new(MarkKind::Cross, p));
        }
        if missing > 0 {
            text = text.join(&fill(
                "You have found {} of {}; {} more to find.",
                "你找到了{}个，一共{}个，还差{}个。",
                &[&same(found.to_string()), &same(target.len().to_string()), &same(missing.to_string())],
            ));
        }
        let _ = size;
        v.explanation = text;
    }
}

/// The points of a clickAll target, sorted row by row.
pub(crate) fn target_points(game: &Game, target: &Target) -> Result<Vec<Vertex>, String> {
    let size = game.size();
    let board = game.board();
    let mut out: Vec<Vertex> = match target {
        Target::Liberties(at) => {
            let v = parse_point(at, size)?;
            if board.get(v).is_none() {
                return Err(format!("there is no stone at {at}"));
            }
            board.liberties(v)
        }
        Target::IllegalPoints(color) => board.empty_points().into_iter().filter(|&v| game.check_as(*color, v).is_err()).collect(),
        Target::RealEyes(color) => board.empty_points().into_iter().filter(|&v| super::search::eye_kind(game, v) == Some((*color, EyeKind::Real))).collect(),
        Target::FalseEyes(color) => board.empty_points().into_iter().filter(|&v| super::search::eye_kind(game, v) == Some((*color, EyeKind::False))).collect(),
        Target::CapturingMoves(color) => board
            .empty_points()
            .into_iter()
            .filter(|&v| {
                if game.to_move() != *color {
                    return false;
                }
                game.preview(v).is_ok_and(|p| !p.captures.is_empty())
            })
            .collect(),
        Target::StonesInAtari(color) => game.chains_in_atari(*color).into_iter().flatten().collect(),
        Target::StarPoints(_) => size.star_points(),
        Target::KillingMoves(at) | Target::LivingMoves(at) => {
            let v = parse_point(at, size)?;
            super::reading::deciding_moves(game, v, matches!(target, Target::KillingMoves(_)))?
        }
    };
    out.sort_by_key(|v| (v.y, v.x));
    out.dedup();
    Ok(out)
}

/// Why a clicked point is not in the set.
fn why_not_in_target(game: &Game, target: &Target, p: Vertex) -> Text {
    let size = game.size();
    let board = game.board();
    let at = same(pt(p, size));
    match target {
        Target::Liberties(_) => match board.get(p) {
            Some(c) => fill("{} holds a {} stone: a liberty is an empty point.", "{}上有{}子：气是空着的点。", &[&at, &Text::new(c.name_en(), c.name_zh())]),
            None => fill("{} is empty but does not touch the chain along a line.", "{}虽然空着，但没有沿着线和这块棋直接相邻。", &[&at]),
        },
        Target::IllegalPoints(color) => match board.get(p) {
            Some(_) => fill("{} already holds a stone.", "{}上已经有棋子了。", &[&at]),
            None => {
                let mut t = fill("{} may play at {}", "{}可以下在{}", &[&side(*color), &at]);
                if let Ok(pv) = game.preview(p).as_ref().map_err(|_| ()) {
                    if !pv.captures.is_empty() {
                        t = t.join(&fill("(it captures {}).", "（能提掉{}）。", &[&words::stones(pv.captures.len())]));
                    } else {
                        t = t.join(&fill("(the stone would have {}).", "（落子后还有{}）。", &[&liberties(pv.liberties)]));
                    }
                } else {
                    t.en.push('.');
                    t.zh.push('。');
                }
                t
            }
        },
        Target::RealEyes(_) | Target::FalseEyes(_) => match super::search::eye_kind(game, p) {
            Some((_, EyeKind::Real)) => fill("{} is a real eye.", "{}是真眼。", &[&at]),
            Some((_, EyeKind::False)) => fill("{} is a false eye.", "{}是假眼。", &[&at]),
            None => fill("{} is not an eye: an eye is an empty point surrounded by one colour's stones.", "{}不是眼：眼是被一方棋子围住的空点。", &[&at]),
        },
        Target::CapturingMoves(_) => fill("A stone at {} captures nothing.", "下在{}提不掉任何棋子。", &[&at]),
        Target::StonesInAtari(_) => match board.get(p) {
            Some(_) => {
                fill("{0} at {1} {3} {2}.", "{1}的棋子有{2}。", &[&words::the_stones(board.chain(p).len()), &at, &liberties(board.liberty_count(p)), &words::en(board.chain(p).len(), "has", "have")])
            }
            None => fill("{} is an empty point.", "{}是空点。", &[&at]),
        },
        Target::StarPoints(_) => fill("{} is not a star point: look for the small dots on the board.", "{}不是星位：找一找棋盘上的小圆点。", &[&at]),
        Target::KillingMoves(g) | Target::LivingMoves(g) => {
            let kill = matches!(target, Target::KillingMoves(_));
            let Ok(v) = parse_point(g, size) else {
                return Text::default();
            };
            let mut after = game.clone();
            if after.play(p).is_err() {
                return fill("{} is not a legal move.", "{}不能下。", &[&at]);
            }
            let o = if kill { super::reading::kill(&after, v) } else { super::reading::live(&after, v) };
            let lead = if kill {
                fill("After {} the group still lives.", "下在{}，这块棋还能活。", &[&at])
            } else {
                fill("After {} the group still dies.", "下在{}，这块棋还是死。", &[&at])
            };
            lead.join(&o.text)
        }
    }
}
