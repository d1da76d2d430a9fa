//! Adjournment with a sealed move (封棋, 第十四条): when play stops for the day, the player who
//! has just moved leaves, and the player to move writes the move they will play on paper,
//! which is sealed and handed to the referee. When the game resumes the referee opens it and
//! plays it on the board.
//!
//! The referee does not check the move when it is sealed (it is secret). On resumption, a
//! sealed point that is occupied loses the turn (如封棋之点已有棋子时判弃权一次，轮对方下子);
//! a sealed move that is otherwise illegal (a forbidden point, a ko retaken at once) is void
//! and loses the turn as any illegal move does under a referee ([`crate::referee`]).

use std::fmt;

use crate::game::Game;
use crate::game::Move;
use crate::referee::{Referee, Ruling, VoidReason, enact};
use crate::{Color, IllegalMove, Vertex};

/// A move written down and sealed: who wrote it, at which move, and the point (`None`: a
/// pass).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SealedMove {
    pub color: Color,
    /// Moves played when it was sealed: the game must resume from there.
    pub move_number: usize,
    pub at: Option<Vertex>,
}

/// A sealed move that cannot be sealed or opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SealError {
    /// The game is over: nothing to seal.
    GameOver,
    /// The point is not on this board.
    OffBoard(Vertex),
    /// The game no longer stands where the move was sealed (moves were played or undone).
    GameMoved { sealed_at: usize, now: usize },
}

impl SealError {
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            SealError::GameOver => "gameOver",
            SealError::OffBoard(_) => "offBoard",
            SealError::GameMoved { .. } => "gameMoved",
        }
    }

    #[must_use]
    pub fn message_zh(self) -> String {
        match self {
            SealError::GameOver => "对局已经结束，无需封棋".into(),
            SealError::OffBoard(_) => "封棋之点不在棋盘上".into(),
            SealError::GameMoved { sealed_at, now } => {
                format!("封棋时是第{sealed_at}手后，现在棋局已到第{now}手后")
            }
        }
    }
}

impl fmt::Display for SealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SealError::GameOver => f.write_str("the game is over: there is nothing to seal"),
            SealError::OffBoard(v) => write!(f, "the sealed point {v:?} is not on the board"),
            SealError::GameMoved { sealed_at, now } => {
                write!(f, "the move was sealed after move {sealed_at}, but the game now stands after move {now}")
            }
        }
    }
}

impl std::error::Error for SealError {}

/// What the sealed move turned out to be when opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unsealed {
    /// A legal move (or a sealed pass): play it.
    Played(Move),
    /// The referee's ruling: the point was occupied, or the move was illegal; the turn is lost.
    TurnLost(Ruling),
}

impl SealedMove {
    /// Seals `at` (or a pass) for the player to move in `game`.
    pub fn seal(game: &Game, at: Option<Vertex>) -> Result<SealedMove, SealError> {
        if game.is_over() {
            return Err(SealError::GameOver);
        }
        if let Some(v) = at
            && !game.size().contains(v)
        {
            return Err(SealError::OffBoard(v));
        }
        Ok(SealedMove { color: game.to_move(), move_number: game.moves().len(), at })
    }

    /// Opens the seal against `game` as it stands: what the move is, or the referee's ruling
    /// (recorded by `referee`) when it cannot be played. Changes nothing on the board.
    pub fn open(self, game: &Game, referee: &mut Referee) -> Result<Unsealed, SealError> {
        let now = game.moves().len();
        if now != self.move_number || game.to_move() != self.color {
            return Err(SealError::GameMoved { sealed_at: self.move_number, now });
        }
        if game.is_over() {
            return Err(SealError::GameOver);
        }
        let Some(v) = self.at else {
            return Ok(Unsealed::Played(Move::Pass));
        };
        match game.check(v) {
            Ok(()) => Ok(Unsealed::Played(Move::Play(v))),
            Err(IllegalMove::Occupied(_)) => Ok(Unsealed::TurnLost(referee.sealed_point_occupied(self.color, now))),
            Err(err) => referee
                .judge_illegal(self.color, VoidReason::of(err), now)
                .map(Unsealed::TurnLost)
                .ok_or(SealError::GameOver),
        }
    }

    /// Opens the seal and carries it out on `game`: the move is played, or the turn is lost.
    pub fn unseal(self, game: &mut Game, referee: &mut Referee) -> Result<Unsealed, SealError> {
        let out = self.open(game, referee)?;
        match out {
            Unsealed::Played(mv) => {
                game.play_move(self.color, mv).map_err(|_| SealError::GameOver)?;
            }
            Unsealed::TurnLost(ruling) => {
                enact(ruling, game);
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BoardSize, RuleSet};

    fn at(game: &Game, gtp: &str) -> Vertex {
        Vertex::from_gtp(gtp, game.size()).unwrap()
    }

    #[test]
    fn a_sealed_move_is_played_when_the_game_resumes() {
        let mut game = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
        game.play(at(&game, "E5")).unwrap();
        let sealed = SealedMove::seal(&game, Some(at(&game, "C3"))).unwrap();
        assert_eq!((sealed.color, sealed.move_number), (Color::White, 1));
        // It survives being written down (the page keeps it in storage).
        let text = serde_json::to_string(&sealed).unwrap();
        let sealed: SealedMove = serde_json::from_str(&text).unwrap();
        let mut referee = Referee::new();
        let c3 = at(&game, "C3");
        assert_eq!(sealed.unseal(&mut game, &mut referee), Ok(Unsealed::Played(Move::Play(c3))));
        assert_eq!(game.board().get(at(&game, "C3")), Some(Color::White));
        assert!(referee.rulings().is_empty());
    }

    #[test]
    fn a_sealed_point_already_occupied_loses_the_turn() {
        let mut game = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
        game.play(at(&game, "E5")).unwrap();
        let sealed = SealedMove::seal(&game, Some(at(&game, "E5"))).unwrap();
        let mut referee = Referee::new();
        let out = sealed.unseal(&mut game, &mut referee).unwrap();
        let ruling = Ruling::SealedPointOccupied { color: Color::White };
        assert_eq!(out, Unsealed::TurnLost(ruling));
        assert_eq!(game.to_move(), Color::Black, "轮对方下子");
        assert_eq!(ruling.text_zh(), "裁判：白方封棋之点已有棋子，弃权一次。");
        assert_eq!(referee.rulings().len(), 1);
    }

    #[test]
    fn a_seal_opens_only_where_it_was_written() {
        let mut game = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
        let sealed = SealedMove::seal(&game, None).unwrap();
        game.play(at(&game, "E5")).unwrap();
        let err = sealed.unseal(&mut game, &mut Referee::new()).unwrap_err();
        assert_eq!(err, SealError::GameMoved { sealed_at: 0, now: 1 });
        assert_eq!(err.code(), "gameMoved");
        let off = Vertex { x: 9, y: 0 };
        assert_eq!(SealedMove::seal(&game, Some(off)), Err(SealError::OffBoard(off)));
        game.pass().unwrap();
        game.pass().unwrap();
        assert_eq!(SealedMove::seal(&game, None), Err(SealError::GameOver));
    }
}
