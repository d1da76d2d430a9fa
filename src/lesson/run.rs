//! A stateful run of an exercise: the position the learner faces, the stage reached, the
//! hints given, the plan followed in a playOut.

use crate::{Game, Move};

use super::exercise::{Attempt, Exercise, Hint, Verdict, xy};
use super::format::Text;
use super::sgf_of;
use super::words::{fill, pt, same};

/// A stateful run: the position the learner faces, the stage reached, hints given.
#[derive(Debug, Clone)]
pub struct ExerciseRun {
    exercise: Exercise,
    game: Game,
    stage: usize,
    solved: bool,
    hints_given: usize,
    /// A reading goal is going on past the stage's first move: answers come from the engine.
    continuing: bool,
    /// playOut: how many of the plan's moves the learner has played, while following it.
    on_plan: Option<usize>,
}

impl ExerciseRun {
    #[must_use]
    pub fn new(exercise: &Exercise) -> ExerciseRun {
        ExerciseRun { exercise: exercise.clone(), game: exercise.start(), stage: 0, solved: false, hints_given: 0, continuing: false, on_plan: Some(0) }
    }

    #[must_use]
    pub fn exercise(&self) -> &Exercise {
        &self.exercise
    }

    /// The position now (after the correct moves and replies so far).
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    #[must_use]
    pub fn stage(&self) -> usize {
        self.stage
    }

    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.solved
    }

    /// The prompt for the current stage (the stage's own, or the exercise's).
    #[must_use]
    pub fn prompt(&self) -> Text {
        let t = self.exercise.stages.get(self.stage).and_then(|s| s.prompt.clone()).unwrap_or_else(|| self.exercise.spec.prompt.clone());
        self.exercise.text(&t, self.stage, &self.game)
    }

    /// Judges an attempt. A correct move is kept (with the opponent's reply); a wrong or
    /// illegal one leaves the position as it was, so the learner can retry at once.
    pub fn attempt(&mut self, attempt: &Attempt) -> Verdict {
        if self.solved {
            return Verdict { legal: true, correct: true, solved: true, stage: self.stage, explanation: Text::new("Already solved.", "已经做对了。"), ..Verdict::default() };
        }
        let (verdict, after) = self.exercise.judge(self.stage, &self.game, attempt);
        if let (Some(po), Some(_)) = (&self.exercise.play_out, &after) {
            let mv = match attempt {
                Attempt::Play(p) => Some(Move::Play(*p)),
                Attempt::Pass => Some(Move::Pass),
                _ => None,
            };
            self.on_plan = self.on_plan.filter(|&k| mv == Some(po.plan.get(k).copied().unwrap_or(Move::Pass))).map(|k| k + 1);
        }
        if let Some(after) = after {
            self.game = after;
        }
        if verdict.correct {
            self.stage = verdict.stage;
            self.hints_given = 0;
            self.continuing = verdict.continued;
        }
        self.solved = verdict.solved;
        verdict
    }

    /// The next hint (authored hints first, then the answer; once a reading goal goes on past
    /// its first move, the engine's answer).
    pub fn hint(&mut self) -> Hint {
        if self.continuing {
            self.hints_given += 1;
            return self.answer_hint();
        }
        let h = self.exercise.hint_on(self.stage, self.hints_given, &self.game);
        self.hints_given += 1;
        h
    }

    /// Whether the run is past the first move of a reading goal (the engine answering).
    #[must_use]
    pub fn is_continuing(&self) -> bool {
        self.continuing
    }

    /// The answer for the current stage: the stated one, or, once a reading goal goes on, the
    /// engine's winning move in the position now.
    #[must_use]
    pub fn answer(&self) -> (Text, Vec<[u8; 2]>) {
        if let Some(po) = &self.exercise.play_out {
            let size = self.game.size();
            return match po.advice(&self.game, self.on_plan) {
                Move::Play(p) => (fill("Play at {}.", "下在{}。", &[&same(pt(p, size))]), vec![xy(p)]),
                Move::Pass => (Text::new("Pass: nothing useful is left to play.", "停一手：已经没有有用的地方可下了。"), Vec::new()),
            };
        }
        if self.continuing {
            return self.exercise.engine_answer(self.stage, &self.game);
        }
        self.exercise.answer_text_on(self.stage, &self.game)
    }

    /// The answer as a [`Hint`] (a plain object for JavaScript).
    #[must_use]
    pub fn answer_hint(&self) -> Hint {
        let (text, points) = self.answer();
        Hint { text, points, is_answer: true }
    }

    /// The position now, with its history, as SGF for the board widget.
    #[must_use]
    pub fn sgf(&self) -> String {
        sgf_of(&self.game)
    }

    /// Starts again from the beginning.
    pub fn reset(&mut self) {
        *self = ExerciseRun::new(&self.exercise);
    }
}
