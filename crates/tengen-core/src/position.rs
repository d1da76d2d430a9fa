//! Validated positions: stones on a board and the player to move, with no chain lacking
//! liberties. Lessons, handicap stones and SGF setup build games from a `Position`.

use std::fmt;
use std::sync::Arc;

use crate::board::Board;
use crate::{BoardSize, Color, SizeError, Vertex};

/// A legal arrangement of stones and the player to move.
///
/// It can only be built through checks: every stone is on the board, no point holds two
/// stones, and every chain has at least one liberty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: Board,
    to_move: Color,
}

/// Why a set of stones is not a legal position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    Size(SizeError),
    OffBoard(Vertex),
    /// Two stones were given for one point.
    Duplicate(Vertex),
    /// A chain has no liberties (it would have been captured).
    NoLiberties { vertex: Vertex, color: Color },
    /// A diagram could not be read.
    Diagram { line: usize, message: String },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Size(e) => e.fmt(f),
            PositionError::OffBoard(v) => write!(f, "stone at ({}, {}) is off the board", v.x, v.y),
            PositionError::Duplicate(v) => write!(f, "two stones given for ({}, {})", v.x, v.y),
            PositionError::NoLiberties { vertex, color } => {
                write!(f, "the {color} chain at ({}, {}) has no liberties", vertex.x, vertex.y)
            }
            PositionError::Diagram { line, message } => write!(f, "diagram line {line}: {message}"),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<SizeError> for PositionError {
    fn from(e: SizeError) -> Self {
        PositionError::Size(e)
    }
}

impl Position {
    /// An empty board with Black to move.
    #[must_use]
    pub fn empty(size: BoardSize) -> Position {
        Position { board: Board::new(size), to_move: Color::Black }
    }

    /// Stones placed as given, checked.
    pub fn from_stones(size: BoardSize, stones: &[(Vertex, Color)], to_move: Color) -> Result<Position, PositionError> {
        let mut board = Board::new(size);
        for &(v, color) in stones {
            if !size.contains(v) {
                return Err(PositionError::OffBoard(v));
            }
            if board.get(v).is_some() {
                return Err(PositionError::Duplicate(v));
            }
            board.place(v, color);
        }
        if let Some(vertex) = board.has_chain_without_liberties() {
            let color = board.get(vertex).expect("a chain has a stone");
            return Err(PositionError::NoLiberties { vertex, color });
        }
        Ok(Position { board, to_move })
    }

    /// Reads a text diagram, one line per row from the top: `X` (or `x`, `B`, `#`, `●`) for
    /// Black, `O` (or `o`, `W`, `○`) for White, `.` or `+` (or `,`, `·`) for an empty point.
    /// Spaces are ignored and every row must have the same width.
    ///
    /// ```
    /// use tengen_core::{Color, Position};
    /// let p = Position::from_diagram(". X .\nX O X\n. X .", Color::Black);
    /// // The white stone has no liberties, so this is not a legal position.
    /// assert!(p.is_err());
    /// ```
    pub fn from_diagram(diagram: &str, to_move: Color) -> Result<Position, PositionError> {
        let (width, height, stones) =
            crate::diagram::read(diagram).map_err(|(line, message)| PositionError::Diagram { line, message })?;
        let size = BoardSize::from_u32(width, height)?;
        Position::from_stones(size, &stones, to_move)
    }

    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    #[must_use]
    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    #[must_use]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The same stones with another player to move.
    #[must_use]
    pub fn with_to_move(mut self, to_move: Color) -> Position {
        self.to_move = to_move;
        self
    }

    /// The position as a diagram in the format [`Position::from_diagram`] reads.
    #[must_use]
    pub fn to_diagram(&self) -> String {
        diagram_of(&self.board)
    }

    /// A position from a board that is legal by construction (one reached by play).
    #[doc(hidden)]
    pub fn from_board(board: Board, to_move: Color) -> Position {
        Position { board, to_move }
    }
}

/// A board drawn as rows of `X`, `O` and `.`.
#[doc(hidden)]
pub fn diagram_of(board: &Board) -> String {
    let size = board.size();
    crate::diagram::draw(size.width, size.height, &|v| board.get(v))
}

/// How many board sizes' empty starting positions a thread keeps.
const EMPTY_STARTS: usize = 8;

thread_local! {
    /// The empty starting positions of the board sizes this thread's games have used, shared
    /// by those games: a new game on an empty board then builds one board, not two (a new 9×9
    /// `Game` in the wasm build spent a tenth of its time building its own copy of the empty
    /// board it starts from).
    static EMPTY: std::cell::RefCell<Vec<Arc<Position>>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Position {
    /// The empty position of `size`, Black to move: this thread's shared one (games on an
    /// empty board start from it), or a new one.
    #[doc(hidden)]
    #[must_use]
    pub fn shared_empty(size: BoardSize) -> Arc<Position> {
        let shared = EMPTY.try_with(|kept| {
            let mut kept = kept.try_borrow_mut().ok()?;
            if let Some(start) = kept.iter().find(|start| start.board().size() == size) {
                return Some(Arc::clone(start));
            }
            let start = Arc::new(Position::empty(size));
            if kept.len() < EMPTY_STARTS {
                kept.push(Arc::clone(&start));
            }
            Some(start)
        });
        shared.ok().flatten().unwrap_or_else(|| Arc::new(Position::empty(size)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagram_round_trip() {
        let text = "X O .\n. X O\n. . .\n";
        let p = Position::from_diagram(text, Color::White).unwrap();
        assert_eq!(p.size(), BoardSize::new(3, 3).unwrap());
        assert_eq!(p.to_diagram(), text);
        assert_eq!(p.board().get(Vertex::new(1, 0)), Some(Color::White));
    }

    #[test]
    fn chains_without_liberties_are_refused() {
        let err = Position::from_diagram("X O\nO .", Color::Black).unwrap_err();
        assert_eq!(err, PositionError::NoLiberties { vertex: Vertex::new(0, 0), color: Color::Black });
        let err = Position::from_stones(BoardSize::NINE, &[(Vertex::new(9, 0), Color::Black)], Color::Black);
        assert_eq!(err, Err(PositionError::OffBoard(Vertex::new(9, 0))));
        let twice = [(Vertex::new(1, 1), Color::Black), (Vertex::new(1, 1), Color::White)];
        assert_eq!(Position::from_stones(BoardSize::NINE, &twice, Color::Black), Err(PositionError::Duplicate(Vertex::new(1, 1))));
    }

    /// Games on empty boards of one size share one starting position, which stays empty
    /// whatever they play; other sizes get their own.
    #[test]
    fn games_on_an_empty_board_share_their_start() {
        let nine = BoardSize::NINE;
        let (a, b) = (Position::shared_empty(nine), Position::shared_empty(nine));
        assert!(Arc::ptr_eq(&a, &b));
        assert_eq!(*a, Position::empty(nine));
        let mut game = crate::Game::new(nine, crate::RuleSet::Chinese.rules());
        game.play(crate::Vertex::new(4, 4)).unwrap();
        assert_eq!(*game.start(), Position::empty(nine));
        assert_eq!(*Position::shared_empty(nine), Position::empty(nine));
        let other = Position::shared_empty(BoardSize::new(9, 13).unwrap());
        assert!(!Arc::ptr_eq(&a, &other));
        assert_eq!(other.board().size(), BoardSize::new(9, 13).unwrap());
    }

    #[test]
    fn ragged_or_strange_diagrams_are_refused() {
        assert!(matches!(Position::from_diagram("X .\n. . .", Color::Black), Err(PositionError::Diagram { line: 2, .. })));
        assert!(matches!(Position::from_diagram("X ?", Color::Black), Err(PositionError::Diagram { .. })));
        assert!(matches!(Position::from_diagram("X", Color::Black), Err(PositionError::Size(_))));
    }
}
