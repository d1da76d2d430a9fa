//! Where positions come from: local games played in a corner of the board, and the geometry
//! the built shapes need (windows, symmetries, neighbours).
//!
//! A *local game* plays alternate moves inside a window at one corner of the board. Each move
//! is drawn from the empty points next to the stones already there, weighted the way fights
//! go: contact with an opponent stone (hane, atari, cut) most, extending or a diagonal from
//! one's own stones next, a one-point jump least; first-line points count half unless they
//! touch an opponent stone. A move is refused when it is illegal, fills the mover's own eye,
//! or (mostly) puts the mover's own chain in atari without capturing. So the positions have
//! chains of several stones, stones in atari, cuts and captures, as fights do.

use crate::board::{BORDER, Board, EMPTY, cell_of};
use crate::rng::Rng;
use crate::{BoardSize, Color, Game, Position, RuleSet, Vertex};

/// A rectangle of the board: columns `x0..x0 + w`, rows `y0..y0 + h`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Window {
    pub x0: u8,
    pub y0: u8,
    pub w: u8,
    pub h: u8,
}

impl Window {
    /// A `side`×`side` window (at most the board) at a random corner.
    pub(crate) fn corner(size: BoardSize, side: u8, rng: &mut Rng) -> Window {
        let w = side.min(size.width);
        let h = side.min(size.height);
        let x0 = if rng.below(2) == 0 { 0 } else { size.width - w };
        let y0 = if rng.below(2) == 0 {
            0
        } else {
            size.height - h
        };
        Window { x0, y0, w, h }
    }

    pub(crate) fn points(self) -> impl Iterator<Item = Vertex> {
        (self.y0..self.y0 + self.h)
            .flat_map(move |y| (self.x0..self.x0 + self.w).map(move |x| Vertex::new(x, y)))
    }
}

/// The orthogonal neighbours of `v` on the board.
pub(crate) fn neighbours(size: BoardSize, v: Vertex) -> impl Iterator<Item = Vertex> {
    let (x, y) = (i16::from(v.x), i16::from(v.y));
    [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        .into_iter()
        .filter_map(move |(a, b)| at(size, a, b))
}

/// The diagonal neighbours of `v` on the board.
pub(crate) fn diagonals(size: BoardSize, v: Vertex) -> impl Iterator<Item = Vertex> {
    let (x, y) = (i16::from(v.x), i16::from(v.y));
    [
        (x - 1, y - 1),
        (x + 1, y - 1),
        (x - 1, y + 1),
        (x + 1, y + 1),
    ]
    .into_iter()
    .filter_map(move |(a, b)| at(size, a, b))
}

/// The point at `(x, y)` if it is on the board.
pub(crate) fn at(size: BoardSize, x: i16, y: i16) -> Option<Vertex> {
    (x >= 0 && y >= 0 && x < i16::from(size.width) && y < i16::from(size.height))
        .then(|| Vertex::new(x as u8, y as u8))
}

/// The points on the board around `inner` (orthogonally or diagonally next to one of its
/// points) that are not in it: the wall a built shape stands in.
pub(crate) fn ring(size: BoardSize, inner: &[Vertex]) -> Vec<Vertex> {
    let mut out = Vec::new();
    for v in inner {
        for dx in -1..=1 {
            for dy in -1..=1 {
                if let Some(n) = at(size, i16::from(v.x) + dx, i16::from(v.y) + dy)
                    && !inner.contains(&n)
                    && !out.contains(&n)
                {
                    out.push(n);
                }
            }
        }
    }
    out
}

/// Whether `v` is on the first line.
pub(crate) fn on_edge(size: BoardSize, v: Vertex) -> bool {
    v.x == 0 || v.y == 0 || v.x + 1 == size.width || v.y + 1 == size.height
}

/// A random one of the eight symmetries of a square board, applied to local coordinates
/// `(x, y)` measured from a corner: the shape is turned and mirrored into any corner.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Symmetry {
    swap: bool,
    flip_x: bool,
    flip_y: bool,
}

impl Symmetry {
    pub(crate) fn random(rng: &mut Rng) -> Symmetry {
        let r = rng.below(8);
        Symmetry {
            swap: r & 1 != 0,
            flip_x: r & 2 != 0,
            flip_y: r & 4 != 0,
        }
    }

    /// A random symmetry (turned either way) into the corner opposite this one's.
    pub(crate) fn opposite(self, rng: &mut Rng) -> Symmetry {
        Symmetry {
            swap: rng.below(2) == 0,
            flip_x: !self.flip_x,
            flip_y: !self.flip_y,
        }
    }

    /// A random symmetry (turned either way) into a corner beside this one's, on one of the
    /// two edges that meet at this corner.
    pub(crate) fn beside(self, rng: &mut Rng) -> Symmetry {
        let across = rng.below(2) == 0;
        Symmetry {
            swap: rng.below(2) == 0,
            flip_x: self.flip_x ^ across,
            flip_y: self.flip_y ^ !across,
        }
    }

    /// The board point of local `(x, y)`, or `None` off the board.
    pub(crate) fn apply(self, size: BoardSize, x: i16, y: i16) -> Option<Vertex> {
        let (x, y) = if self.swap { (y, x) } else { (x, y) };
        let side = i16::from(size.width.min(size.height));
        let x = if self.flip_x { side - 1 - x } else { x };
        let y = if self.flip_y { side - 1 - y } else { y };
        at(size, x, y)
    }
}

/// The position of a game with the given player to move (no ko point carries over).
pub(crate) fn position_of(game: &Game, to_move: Color) -> Position {
    Position::from_stones(
        game.size(),
        &game.board().stones().collect::<Vec<_>>(),
        to_move,
    )
    .expect("a board after legal moves has no chain without liberties")
}

/// The weight of `v` as the next move of `color`: 0 when it touches no stone. Read on the
/// padded board and only as far as the answer needs (most of the time of a local game is
/// spent here: every empty point of the window is weighed before every move).
fn weight(board: &Board, v: Vertex, color: Color) -> u32 {
    let p = board.point(v);
    if board.cell(p) != EMPTY {
        return 0;
    }
    let me = cell_of(color);
    let (mut own, mut theirs) = (0, 0);
    for n in board.neighbours(p) {
        match board.cell(n) {
            EMPTY | BORDER => {}
            c if c == me => own += 1,
            _ => theirs += 1,
        }
    }
    let mut w = if theirs > 0 {
        8 + 2 * theirs
    } else if own > 0 {
        // Filling a point surrounded by one's own stones is not a move anyone plays.
        if own >= 3 { 0 } else { 4 }
    } else if board.diagonals(p).iter().any(|&d| board.cell(d) == me) {
        4
    } else if jumps_to_own(board, v, me) {
        2
    } else {
        0
    };
    if w > 0 && theirs == 0 && on_edge(board.size(), v) {
        w /= 2;
    }
    w
}

/// Whether a stone of `me` is two points from `v` in a straight line, the point between
/// empty (a one-point jump).
fn jumps_to_own(board: &Board, v: Vertex, me: u8) -> bool {
    let size = board.size();
    [(2i16, 0i16), (-2, 0), (0, 2), (0, -2)]
        .into_iter()
        .any(|(dx, dy)| {
            let (x, y) = (i16::from(v.x), i16::from(v.y));
            match (at(size, x + dx, y + dy), at(size, x + dx / 2, y + dy / 2)) {
                (Some(far), Some(mid)) => {
                    board.cell(board.point(far)) == me && board.cell(board.point(mid)) == EMPTY
                }
                _ => false,
            }
        })
}

/// Plays a local game of up to `moves` moves in `window`, Black first, starting from one
/// stone on the third or fourth line of the window's corner, and shows `inspect` the position after every
/// move from move `from` on (and once at the end): the first answer it gives is returned.
/// Looking at every position of a game, not only the last, finds the passing moments of a
/// fight (a chain in atari) without playing a new game for each.
pub(crate) fn local_game_until<T>(
    size: BoardSize,
    window: Window,
    moves: usize,
    from: usize,
    rng: &mut Rng,
    mut inspect: impl FnMut(&Game, &mut Rng) -> Option<T>,
) -> Option<T> {
    let mut game = Game::new(size, RuleSet::Chinese.rules());
    // Away from the first two lines where the window allows.
    let inner = |rng: &mut Rng, lo: u8, len: u8| {
        if len >= 5 {
            lo + 2 + rng.below(usize::from(len - 4)) as u8
        } else {
            lo + len / 2
        }
    };
    let first = Vertex::new(
        inner(rng, window.x0, window.w),
        inner(rng, window.y0, window.h),
    );
    let _ = game.play(first);
    let mut weights: Vec<(Vertex, u32)> =
        Vec::with_capacity(usize::from(window.w) * usize::from(window.h));
    let mut passes = 0;
    let mut stones_played = 1;
    while stones_played < moves && passes < 2 {
        let color = game.to_move();
        weights.clear();
        let mut total = 0;
        for v in window.points() {
            let w = weight(game.board(), v, color);
            if w > 0 {
                total += w;
                weights.push((v, w));
            }
        }
        let mut played = false;
        // A few draws: a refused move is simply drawn again.
        for _ in 0..6 {
            if total == 0 {
                break;
            }
            let mut r = rng.below(total as usize) as u32;
            let Some(&(v, _)) = weights.iter().find(|&&(_, w)| {
                if r < w {
                    true
                } else {
                    r -= w;
                    false
                }
            }) else {
                break;
            };
            if acceptable(&game, v, color, rng) {
                let _ = game.play(v);
                played = true;
                break;
            }
        }
        if played {
            passes = 0;
            stones_played += 1;
            if stones_played >= from
                && stones_played < moves
                && let Some(t) = inspect(&game, rng)
            {
                return Some(t);
            }
        } else {
            passes += 1;
            let _ = game.pass();
        }
    }
    inspect(&game, rng)
}

/// A move a player in a fight would consider: legal, not into its own eye, and not a
/// self-atari that captures nothing (allowed one time in eight: throw-ins exist).
fn acceptable(game: &Game, v: Vertex, color: Color, rng: &mut Rng) -> bool {
    if matches!(game.eye_at(v), Some((c, _)) if c == color) {
        return false;
    }
    match game.preview_as(color, v) {
        Err(_) => false,
        Ok(p) => !(p.self_atari && p.captures.is_empty()) || rng.below(8) == 0,
    }
}
