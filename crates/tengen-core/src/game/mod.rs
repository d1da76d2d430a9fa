//! A game under a rule set: turns, legality, ko and superko, captures, passes, the end of the
//! game, handicap, history with undo and redo, and the teaching queries lessons ask.

use crate::board::{Board, MoveEffect, cell_of};
use crate::handicap::{self, HandicapError};
use crate::illegal::IllegalMove;
use crate::position::Position;
use crate::position_counts::PositionCounts;
use crate::rules::{KoRule, Rules};
use crate::zobrist;
use crate::{BoardSize, Color, Vertex};
use std::sync::Arc;

/// A move: a stone on a point, or a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Move {
    Play(Vertex),
    Pass,
}

/// A move that was played, with what it captured.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRecord {
    pub color: Color,
    pub mv: Move,
    /// Opponent stones removed by the move, sorted.
    pub captured: Vec<Vertex>,
    /// The mover's own stones removed, where suicide is allowed.
    pub suicided: Vec<Vertex>,
}

/// How a game ended (第七条).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum GameEnd {
    /// Both players passed in a row: the board is counted.
    TwoPasses,
    Resignation { winner: Color },
    Timeout { winner: Color },
    Forfeit { winner: Color },
    /// A whole-board cycle under simple ko (triple ko, eternal life, sending two returning
    /// one): no result; the game is drawn or replayed as the organisers decide.
    NoResult,
}

impl GameEnd {
    /// The winner, when the end itself decides one (a counted game is decided by the count).
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameEnd::Resignation { winner } | GameEnd::Timeout { winner } | GameEnd::Forfeit { winner } => Some(winner),
            GameEnd::TwoPasses | GameEnd::NoResult => None,
        }
    }
}

/// A single-point eye's quality, for the lessons on life and death.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EyeKind {
    /// The opponent can never fill it.
    Real,
    /// It looks like an eye but the surrounding stones can be cut apart and captured.
    False,
}

/// What a candidate move would do.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MovePreview {
    /// Opponent stones the move would capture.
    pub captures: Vec<Vertex>,
    /// Opponent stones that would be left in atari (one liberty).
    pub ataris: Vec<Vertex>,
    /// Liberties of the mover's chain after the move.
    pub liberties: usize,
    /// The mover's chain would have a single liberty.
    pub self_atari: bool,
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    /// Shared: every game on an empty board of one size starts from the same position (see
    /// `Position::shared_empty`), and a copy of a game shares its start.
    start: Arc<Position>,
    handicap: u32,
    board: Board,
    to_move: Color,
    moves: Vec<MoveRecord>,
    /// The board's ko point and the passes in a row before each move of `moves` (what `undo`
    /// puts back, in O(1) however long a run of passes precedes the move).
    ko_before: Vec<(usize, u32)>,
    /// Moves taken back with `undo`, most recent last.
    redo: Vec<(Color, Move)>,
    /// How often each position (by the ko rule's key) has occurred.
    seen: PositionCounts,
    passes_in_a_row: u32,
    /// Stones captured by Black and by White.
    captures: [u32; 2],
    end: Option<GameEnd>,
}

impl Drop for Game {
    /// Drops the history here, in the crate built for speed. The drop code a caller's crate
    /// would instantiate instead is size-first in the wasm build, and made three calls for
    /// each of the two (mostly empty) lists of every move: 7% of a 9×9 game through `playAt`.
    fn drop(&mut self) {
        self.moves.clear();
    }
}

impl Game {
    /// An empty board, Black to move.
    #[must_use]
    pub fn new(size: BoardSize, rules: Rules) -> Game {
        Game::starting_at(Position::shared_empty(size), rules)
    }

    /// A game starting from a set-up position (lessons, problems, SGF setup).
    #[must_use]
    pub fn from_position(start: Position, rules: Rules) -> Game {
        Game::starting_at(Arc::new(start), rules)
    }

    fn starting_at(start: Arc<Position>, rules: Rules) -> Game {
        // Room for a typical game from the start, so that the history and the table of
        // positions are not grown (and copied) a dozen times on the way.
        let expected_moves = start.board().size().points();
        let mut game = Game {
            rules,
            board: start.board().clone(),
            to_move: start.to_move(),
            start,
            handicap: 0,
            moves: Vec::with_capacity(expected_moves),
            ko_before: Vec::with_capacity(expected_moves),
            redo: Vec::new(),
            seen: PositionCounts::with_capacity(expected_moves),
            passes_in_a_row: 0,
            captures: [0, 0],
            end: None,
        };
        game.record_position();
        game
    }

    /// A handicap game with stones on the traditional points; White moves first.
    pub fn with_handicap(size: BoardSize, rules: Rules, stones: u32) -> Result<Game, HandicapError> {
        let points = handicap::fixed_handicap(size, stones)?;
        Game::with_free_handicap(size, rules, &points)
    }

    /// A handicap game with Black's stones where Black chose; White moves first.
    pub fn with_free_handicap(size: BoardSize, rules: Rules, points: &[Vertex]) -> Result<Game, HandicapError> {
        handicap::check_free_handicap(size, points)?;
        let stones: Vec<(Vertex, Color)> = points.iter().map(|&v| (v, Color::Black)).collect();
        let start = Position::from_stones(size, &stones, Color::White)
            .map_err(|e| HandicapError::BadPlacement(e.to_string()))?;
        let mut game = Game::from_position(start, rules);
        game.handicap = points.len() as u32;
        Ok(game)
    }

    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Changes the komi (for example from GTP `komi`); nothing else about the game changes.
    pub fn set_komi(&mut self, komi: f64) {
        self.rules.komi = komi;
    }

    #[must_use]
    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The position the game started from.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current stones and player to move.
    #[must_use]
    pub fn position(&self) -> Position {
        Position::from_board(self.board.clone(), self.to_move)
    }

    #[must_use]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Handicap stones given at the start (0 for an even game).
    #[must_use]
    pub fn handicap(&self) -> u32 {
        self.handicap
    }

    /// The moves played so far (passes included).
    #[must_use]
    pub fn moves(&self) -> &[MoveRecord] {
        &self.moves
    }

    #[must_use]
    pub fn last_move(&self) -> Option<&MoveRecord> {
        self.moves.last()
    }

    /// Stones captured by `color` (including stones the opponent removed by suicide).
    #[must_use]
    pub fn captures(&self, color: Color) -> u32 {
        self.captures[color.index()]
    }

    #[must_use]
    pub fn end(&self) -> Option<GameEnd> {
        self.end
    }

    #[must_use]
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The key under which the ko rule compares positions, for the current position.
    #[must_use]
    pub fn position_key(&self) -> u64 {
        self.key(self.board.hash(), self.to_move)
    }

    fn key(&self, board_hash: u64, to_move: Color) -> u64 {
        match self.rules.ko {
            KoRule::PositionalSuperko => board_hash,
            KoRule::Simple | KoRule::SituationalSuperko => {
                board_hash ^ if to_move == Color::White { zobrist::WHITE_TO_MOVE } else { 0 }
            }
        }
    }

    fn record_position(&mut self) -> u8 {
        self.seen.add(self.position_key())
    }

    /// The board point of `v` while the game is open: the first two verdicts that
    /// [`Game::check_as`] and [`Game::play_as`] share (game over, off the board). Inlined
    /// always: the size-first wasm build would otherwise make it a call on every move.
    #[inline(always)]
    fn open_point(&self, v: Vertex) -> Result<usize, IllegalMove> {
        if self.end.is_some() {
            return Err(IllegalMove::GameOver);
        }
        if !self.size().contains(v) {
            return Err(IllegalMove::OffBoard(v));
        }
        Ok(self.board.point(v))
    }

    /// Whether the player to move may play at `v`, and if not, why.
    pub fn check(&self, v: Vertex) -> Result<(), IllegalMove> {
        self.check_as(self.to_move, v)
    }

    /// Whether `color` may play at `v` now (GTP lets either colour move).
    pub fn check_as(&self, color: Color, v: Vertex) -> Result<(), IllegalMove> {
        let p = self.open_point(v)?;
        let cell = cell_of(color);
        let check = self.board.check_move(p, cell);
        if check.occupied {
            return Err(IllegalMove::Occupied(v));
        }
        if check.suicide && !self.rules.suicide_allowed {
            return Err(IllegalMove::Suicide(v));
        }
        // The immediate recapture is forbidden to the player who was just captured from.
        let ko_applies = matches!(self.moves.last(), Some(MoveRecord { color: c, mv: Move::Play(_), .. }) if *c == color.opponent());
        if ko_applies && p == self.board.ko_point() {
            return Err(IllegalMove::Ko(v));
        }
        if self.rules.ko != KoRule::Simple {
            let key = self.key(self.board.hash_after(p, cell, check), color.opponent());
            if self.seen.contains(key) {
                return Err(IllegalMove::Superko(v));
            }
        }
        Ok(())
    }

    /// Plays a stone for the player to move.
    pub fn play(&mut self, v: Vertex) -> Result<&MoveRecord, IllegalMove> {
        self.play_as(self.to_move, v)
    }

    /// Plays a stone for `color`, which need not be the player to move (as GTP allows);
    /// afterwards the other colour is to move.
    ///
    /// The same verdicts as [`Game::check_as`], in the same order, found more cheaply: the
    /// stone is put down first and the superko table asked once for the position it made
    /// (one probe that also records it), instead of working out the position beforehand and
    /// probing twice. A move refused for suicide or superko is taken back in place (as `undo`
    /// would), which leaves the board's list of empty points in another order.
    pub fn play_as(&mut self, color: Color, v: Vertex) -> Result<&MoveRecord, IllegalMove> {
        let p = self.open_point(v)?;
        let cell = cell_of(color);
        if self.board.cell(p) != crate::board::EMPTY {
            return Err(IllegalMove::Occupied(v));
        }
        let ko = self.board.ko_point();
        let ko_applies = matches!(self.moves.last(), Some(MoveRecord { color: c, mv: Move::Play(_), .. }) if *c == color.opponent());
        // Before suicide, unlike `check_as`: the same verdict either way, since a stone on the
        // ko point captures the stone in atari that made it, so it is never a suicide.
        if ko_applies && p == ko {
            return Err(IllegalMove::Ko(v));
        }
        let effect = self.board.play_unchecked(p, cell);
        // Suicide is found by playing (its own chain came off) and taken back: rare, and
        // cheaper overall than asking every point without an empty neighbour beforehand.
        if !effect.suicided.is_empty() && !self.rules.suicide_allowed {
            self.board.take_back(p, cell, &effect.captured, &effect.suicided);
            self.board.set_ko_point(ko);
            return Err(IllegalMove::Suicide(v));
        }
        let key = self.key(self.board.hash(), color.opponent());
        let Some(occurrences) = self.seen.add_unless_seen(key, self.rules.ko != KoRule::Simple) else {
            self.board.take_back(p, cell, &effect.captured, &effect.suicided);
            self.board.set_ko_point(ko);
            return Err(IllegalMove::Superko(v));
        };
        self.redo_or_forget(color, Move::Play(v));
        self.ko_before.push((ko, self.passes_in_a_row));
        Ok(self.record_stone(color, v, effect, occurrences))
    }

    /// [`Game::play`] at two numbers as a caller across a language boundary has them (the
    /// JavaScript `playAt(x, y)`): the number of stones the move captured, `-1` for an illegal
    /// move (nothing changes; [`Game::check`] says why), or `-2` when `(x, y)` is no point of
    /// the board. Here rather than in the wasm facade because this crate is the one built for
    /// speed there.
    #[doc(hidden)]
    pub fn play_at_numbers(&mut self, x: f64, y: f64) -> i32 {
        let Some(v) = self.size().vertex_at_numbers(x, y) else { return -2 };
        match self.play(v) {
            Ok(record) => record.captured.len() as i32,
            Err(_) => -1,
        }
    }

    /// Plays for `color` only if it is that colour's turn.
    pub fn play_strict(&mut self, color: Color, v: Vertex) -> Result<&MoveRecord, IllegalMove> {
        if color != self.to_move && self.end.is_none() {
            return Err(IllegalMove::NotYourTurn { expected: self.to_move });
        }
        self.play_as(color, v)
    }

    /// The player to move passes. Two passes in a row end the game.
    pub fn pass(&mut self) -> Result<&MoveRecord, IllegalMove> {
        self.pass_as(self.to_move)
    }

    pub fn pass_as(&mut self, color: Color) -> Result<&MoveRecord, IllegalMove> {
        if self.end.is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.redo_or_forget(color, Move::Pass);
        Ok(self.apply(color, Move::Pass))
    }

    /// Plays a move of either kind.
    pub fn play_move(&mut self, color: Color, mv: Move) -> Result<&MoveRecord, IllegalMove> {
        match mv {
            Move::Play(v) => self.play_as(color, v),
            Move::Pass => self.pass_as(color),
        }
    }

    /// `color` resigns; the other player wins.
    pub fn resign(&mut self, color: Color) -> Result<(), IllegalMove> {
        self.finish(GameEnd::Resignation { winner: color.opponent() })
    }

    /// `color` ran out of time.
    pub fn lose_on_time(&mut self, color: Color) -> Result<(), IllegalMove> {
        self.finish(GameEnd::Timeout { winner: color.opponent() })
    }

    /// `color` forfeits (判负), for example for a rules violation found by the referee.
    pub fn forfeit(&mut self, color: Color) -> Result<(), IllegalMove> {
        self.finish(GameEnd::Forfeit { winner: color.opponent() })
    }

    /// Reopens a game that ended by two passes or by a simple-ko cycle, so that play goes on
    /// from the same position with the same history (GTP leaves the end of the game to the
    /// controller, and a disputed count is settled by playing on). A resignation, time loss
    /// or forfeit stays; returns whether the game was reopened.
    pub fn resume(&mut self) -> bool {
        if matches!(self.end, Some(GameEnd::TwoPasses | GameEnd::NoResult)) {
            self.end = None;
            true
        } else {
            false
        }
    }

    fn finish(&mut self, end: GameEnd) -> Result<(), IllegalMove> {
        if self.end.is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.end = Some(end);
        Ok(())
    }

    /// Keeps the redo list when the move is the one `redo` would replay, otherwise drops it.
    fn redo_or_forget(&mut self, color: Color, mv: Move) {
        if self.redo.last() == Some(&(color, mv)) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
    }

    /// Applies a move already known to be legal.
    fn apply(&mut self, color: Color, mv: Move) -> &MoveRecord {
        self.ko_before.push((self.board.ko_point(), self.passes_in_a_row));
        match mv {
            Move::Play(v) => {
                let effect = self.board.play_unchecked(self.board.point(v), cell_of(color));
                let occurrences = self.record_position_after(color);
                self.record_stone(color, v, effect, occurrences)
            }
            Move::Pass => {
                self.passes_in_a_row += 1;
                self.to_move = color.opponent();
                let occurrences = self.record_position();
                self.finish_move(MoveRecord { color, mv, captured: Vec::new(), suicided: Vec::new() }, occurrences)
            }
        }
    }

    /// Counts the position `color`'s stone has just made (the opponent to move).
    fn record_position_after(&mut self, color: Color) -> u8 {
        self.seen.add(self.key(self.board.hash(), color.opponent()))
    }

    /// The bookkeeping after `color`'s stone at `v` is on the board and its position counted
    /// (`occurrences`); `ko_before` already holds what undo restores.
    fn record_stone(&mut self, color: Color, v: Vertex, effect: MoveEffect, occurrences: u8) -> &MoveRecord {
        let MoveEffect { mut captured, mut suicided } = effect;
        // Most moves capture nothing; a call to sort nothing is not free in the size-first
        // wasm build.
        if captured.len() > 1 {
            crate::order::sort_reading_order(&mut captured);
        }
        if suicided.len() > 1 {
            crate::order::sort_reading_order(&mut suicided);
        }
        self.captures[color.index()] += captured.len() as u32;
        self.captures[color.opponent().index()] += suicided.len() as u32;
        self.passes_in_a_row = 0;
        self.to_move = color.opponent();
        self.finish_move(MoveRecord { color, mv: Move::Play(v), captured, suicided }, occurrences)
    }

    fn finish_move(&mut self, record: MoveRecord, occurrences: u8) -> &MoveRecord {
        if let Some(end) = self.end_after_move(occurrences) {
            self.end = Some(end);
        }
        self.moves.push(record);
        self.moves.last().expect("just pushed")
    }

    /// Whether the game ends with the move just played, given how often its position has now
    /// occurred: two passes in a row (第七条), or under simple ko the same position with the
    /// same player to move for the third time, when both sides have gone round the cycle twice
    /// and neither leaves it (裁判法第二十条: no result).
    fn end_after_move(&self, occurrences: u8) -> Option<GameEnd> {
        if self.passes_in_a_row >= 2 {
            Some(GameEnd::TwoPasses)
        } else if self.rules.ko == KoRule::Simple && occurrences >= 3 {
            Some(GameEnd::NoResult)
        } else {
            None
        }
    }

    /// Takes back the last move (or a resignation, time loss or forfeit). Returns false when
    /// there is nothing to take back.
    ///
    /// The move is reversed in place (its stone lifted, what it captured put back), so undo
    /// costs about as much as the move did, however long the game. Everything else is what
    /// replaying the remaining moves from the start would give; the property tests check
    /// exactly that.
    pub fn undo(&mut self) -> bool {
        if matches!(self.end, Some(GameEnd::Resignation { .. } | GameEnd::Timeout { .. } | GameEnd::Forfeit { .. })) {
            self.end = None;
            return true;
        }
        let (Some(last), Some((ko, passes))) = (self.moves.pop(), self.ko_before.pop()) else {
            return false;
        };
        // The position the move led to has occurred once less.
        self.seen.remove_one(self.position_key());
        if let Move::Play(v) = last.mv {
            self.board.take_back(self.board.point(v), cell_of(last.color), &last.captured, &last.suicided);
            self.captures[last.color.index()] -= last.captured.len() as u32;
            self.captures[last.color.opponent().index()] -= last.suicided.len() as u32;
        }
        self.board.set_ko_point(ko);
        self.to_move = self.moves.last().map_or(self.start.to_move(), |r| r.color.opponent());
        self.passes_in_a_row = passes;
        // As after the move before it was played.
        self.end = if self.moves.is_empty() {
            None
        } else {
            self.end_after_move(self.seen.get(self.position_key()))
        };
        self.redo.push((last.color, last.mv));
        true
    }

    /// Replays the last move taken back. Returns false when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(&(color, mv)) = self.redo.last() else {
            return false;
        };
        if self.play_move(color, mv).is_err() {
            // Cannot happen for a move that was legal in this very position, but losing the
            // redo list is better than a panic.
            self.redo.clear();
            return false;
        }
        true
    }

    /// The game rebuilt from its start by replaying its moves: what `undo` must leave behind
    /// (compared field by field with [`Game::same_state`] in the property tests).
    #[doc(hidden)]
    pub fn replayed(&self) -> Game {
        let mut fresh = Game::starting_at(Arc::clone(&self.start), self.rules);
        fresh.handicap = self.handicap;
        for r in &self.moves {
            fresh.apply(r.color, r.mv);
        }
        fresh
    }

    /// Whether two games are in the same state: stones, hash, ko point, player to move,
    /// history, captures, passes, end and the table of positions seen (the redo list aside).
    #[doc(hidden)]
    pub fn same_state(&self, other: &Game) -> Result<(), String> {
        let checks = [
            ("stones", self.board == other.board),
            ("hash", self.board.hash() == other.board.hash()),
            ("ko point", self.board.ko_point() == other.board.ko_point()),
            ("to move", self.to_move == other.to_move),
            ("moves", self.moves == other.moves),
            ("ko before each move", self.ko_before == other.ko_before),
            ("captures", self.captures == other.captures),
            ("passes in a row", self.passes_in_a_row == other.passes_in_a_row),
            ("end", self.end == other.end),
            ("positions seen", self.seen == other.seen),
        ];
        match checks.iter().find(|(_, same)| !same) {
            Some((what, _)) => Err(format!("{what} differ")),
            None => self.board.check_consistency(),
        }
    }
}

mod queries;

#[cfg(test)]
mod play_agrees_with_check;
