//! `playOut` exercises: the learner plays a small position to the end against the engine's own
//! move choice ([`crate::bot`], deterministic by seed), and the final count judges the game.
//!
//! Every legal move of the learner is accepted and answered by the engine; the game ends with
//! two passes in a row (the learner's and the engine's, in either order). Then the engine marks
//! the dead stones (its end-of-game estimate), counts, and evaluates the exercise's goal on the
//! final position (`winsCount`, or any goal with it: "keep your group alive and win"). The
//! stated `answer` is a plan, the learner's moves in order, that the checker proves wins
//! against the engine's replies; "show answer" follows it while the learner does, and otherwise
//! asks the engine for a good move for the learner.

use serde::Serialize;

use crate::bot::{self, Strength};
use crate::score::{self, EstimateOptions, Owner};
use crate::{Color, Game, Move};

use super::exercise::{Exercise, Verdict};
use super::figure::{Mark, count};
use super::format::{CountSpec, MarkKind, Text};
use super::goal::{self, Ctx};
use super::words::{fill, pt, same, side};

/// The engine side of a playOut exercise, read from the file.
#[derive(Debug, Clone)]
pub(crate) struct PlayOut {
    pub strength: Strength,
    pub seed: u64,
    /// The learner's moves of the stated plan (then passes).
    pub plan: Vec<Move>,
}

/// The count at the end of a played-out game, for the page to show.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FinalCount {
    pub black: f64,
    pub white: f64,
    pub result: Text,
    pub winner: Option<Color>,
    /// One entry per point, row by row: 1 Black's, -1 White's, 0 shared or nobody's.
    pub ownership: Vec<i8>,
    /// The stones the engine judged dead, `[x, y]`.
    pub dead: Vec<[u8; 2]>,
}

/// Longest game the checker plays out (moves of both sides) before calling a plan broken.
pub(crate) const MAX_PLIES: usize = 200;

impl PlayOut {
    /// The engine's move in `game` (its turn), the same for the same position and seed.
    pub(crate) fn reply(&self, game: &Game) -> Move {
        bot::choose_move_at(game, self.strength, self.seed.wrapping_add(game.moves().len() as u64))
    }

    /// A move for the learner in `game`: the plan's move while the learner has followed it
    /// (`on_plan`: how many of its moves were played), else (the plan played out, or left) the
    /// engine's own choice for the learner at its strongest, which answers what the opponent
    /// does and passes when nothing is left.
    pub(crate) fn advice(&self, game: &Game, on_plan: Option<usize>) -> Move {
        match on_plan.and_then(|k| self.plan.get(k)) {
            Some(&mv) => mv,
            None => bot::choose_move_at(game, Strength::Strong, self.seed ^ 0x5eed ^ game.moves().len() as u64),
        }
    }
}

/// The dead stones at the end (the engine's estimate) as names for a count.
fn dead_at_end(game: &Game) -> Vec<String> {
    let est = score::estimate(game.board(), &EstimateOptions::default());
    est.dead.iter().map(|&v| v.to_gtp(game.size())).collect()
}

/// The final count of a finished game.
pub(crate) fn final_count(game: &Game, handicap: u32) -> Result<FinalCount, String> {
    let s = count(game, handicap, &CountSpec { dead: dead_at_end(game) })?;
    Ok(FinalCount {
        black: s.black.total,
        white: s.white.total,
        result: Text::new(s.result_en.clone(), s.result_zh.clone()),
        winner: s.winner,
        ownership: s
            .ownership
            .iter()
            .map(|p| match p.owner {
                Owner::Black => 1,
                Owner::White => -1,
                Owner::Shared | Owner::Nobody => 0,
            })
            .collect(),
        dead: s.dead.iter().map(|v| [v.x, v.y]).collect(),
    })
}

impl Exercise {
    /// Judges the learner's move in a playOut exercise: the engine answers, and when the game
    /// ends the count decides.
    pub(crate) fn judge_play_out(&self, po: &PlayOut, before: &Game, mv: Move) -> (Verdict, Option<Game>) {
        let mut v = Verdict { legal: true, ..Verdict::default() };
        let learner = self.learner();
        let size = before.size();
        if before.is_over() {
            v.explanation = Text::new("The game is over: start again to play it once more.", "这盘棋已经结束了：重新开始，再下一次。");
            v.game_over = true;
            return (v, None);
        }
        if before.to_move() != learner {
            v.explanation = fill("It is {}'s turn.", "现在轮到{}。", &[&side(before.to_move())]);
            return (v, None);
        }
        let mut after = before.clone();
        if let Err(e) = after.play_move(learner, mv) {
            v.legal = false;
            v.reason = Some(e.code().to_string());
            v.explanation = Text::new(super::words::capitalise(&e.message_en()) + ".", e.message_zh() + "。");
            if let Some(p) = e.vertex() {
                v.marks.push(Mark::new(MarkKind::Cross, p));
            }
            return (v, None);
        }
        let mut text = Text::default();
        if !after.is_over() {
            let reply = po.reply(&after);
            let opponent = learner.opponent();
            if after.play_move(opponent, reply).is_err() {
                // The engine only plays legal moves; a pass is always legal.
                let _ = after.play_move(opponent, Move::Pass);
            }
            match after.last_move().map(|r| (r.mv, r.captured.len())) {
                Some((Move::Play(p), captured)) => {
                    v.reply = Some([p.x, p.y]);
                    text = if captured > 0 {
                        fill("{} answers at {} and captures {}.", "{}下在{}，提掉{}。", &[&side(opponent), &same(pt(p, size)), &super::words::stones(captured)])
                    } else {
                        fill("{} answers at {}.", "{}应在{}。", &[&side(opponent), &same(pt(p, size))])
                    };
                }
                _ => {
                    v.reply_pass = true;
                    text = fill("{} passes.", "{}停一手。", &[&side(opponent)]);
                }
            }
        }
        if !after.is_over() {
            v.correct = true;
            v.continued = true;
            v.explanation = text.join(&if v.reply_pass {
                Text::new("Pass too if nothing is left to play, and the game ends.", "如果没有可下的地方了，你也停一手，对局就结束。")
            } else {
                Text::new("Your move.", "该你下了。")
            });
            return (v, Some(after));
        }
        // Both passed: count and judge.
        v.game_over = true;
        let fc = match final_count(&after, self.handicap) {
            Ok(fc) => fc,
            Err(e) => {
                v.explanation = same(e);
                return (v, Some(after));
            }
        };
        // The goal is read with every stone the engine judges dead taken off, as in the count
        // shown (a start without stones: every dead stone is "new").
        let empty = Game::new(after.size(), *after.rules());
        let ctx = Ctx { start: &empty, learner, handicap: self.handicap };
        let outcome = self.stages.first().map(|st| goal::evaluate(&st.goal, &ctx, &after));
        let met = outcome.as_ref().is_some_and(|o| o.met);
        let totals = fill("The game is over. Black {}, White {}: {}.", "对局结束。黑{}子，白{}子：{}。", &[&same(super::words::number(fc.black)), &same(super::words::number(fc.white)), &fc.result]);
        v.marks = fc.dead.iter().map(|&[x, y]| Mark { kind: MarkKind::Cross, at: [x, y], text: None }).collect();
        v.explanation = text.join(&totals);
        if met {
            v.correct = true;
            v.solved = true;
            v.stage = 1;
            if let Some(success) = &self.spec.success {
                v.explanation = self.text(success, 0, &after).join(&v.explanation);
            }
        } else {
            let why = outcome.map(|o| o.text).filter(|t| !t.is_empty() && !t.en.starts_with("Black ")).unwrap_or_default();
            v.explanation = v.explanation.join(&why).join(&Text::new("The goal is not met: start again and try another plan.", "没有达到目标：重新开始，换一种下法。"));
        }
        v.count = Some(fc);
        (v, Some(after))
    }
}
