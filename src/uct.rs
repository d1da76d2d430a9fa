//! The engine's strongest moves: a tree search over playouts (UCT with RAVE), which
//! plays better the longer it may think. GTP `genmove` uses it; the game room's beginner
//! opponents stay with the flat playouts of [`crate::bot`], which a beginner can beat.
//!
//! Each iteration walks down the tree from the position, at every node taking the child with
//! the best blend of two estimates for the side to move there:
//!
//! - its own results: the share of the playouts through it that the mover won;
//! - RAVE (all moves as first): the share won of every playout *below the node* in which the
//!   mover played that point at any time, first. It is rough but gathers evidence many times
//!   faster, so it leads while a child has few visits and fades as they grow
//!   (β = √(K / (3n + K)), K = [`RAVE_EQUIVALENCE`]).
//!
//! A node gets its children after [`EXPAND_AFTER`] visits, each starting with a few virtual
//! RAVE results ([`policy::prior_wins`]: a capture starts ahead, a self-atari behind, a shape
//! move next to the last move a little ahead); then a playout finishes the game and the area
//! count (komi to White) says who won. The playouts are [`policy`]'s: a capture or an escape
//! next to the last move first, then a MoGo-style 3×3 shape (hane, cut, edge moves) next to
//! it, otherwise the estimator's random move ([`crate::score::estimate`]: no own eye filled,
//! no bigger chain put in atari) — a few times slower than light playouts
//! ([`crate::playout`]) and far better judges of a fight.
//! The root's children are the sensible points of [`crate::bot`] (legal under the game's full
//! ko rules, no own eyes, no pointless self-atari), with a head start for moves that capture
//! or save stones; below the root the tree uses the playouts' own move rule (simple ko).
//!
//! At the end the search plays its most visited move. A point one side owns in nearly every
//! playout is settled (as [`crate::bot`] judges it, unless a move there captures or saves
//! stones now); settled points only decide the pass: the search passes when no open point is
//! left and it is winning, or when the opponent has just passed and the board counted as the
//! playouts see it (every point to the side owning it in most of them) is a win: then passing
//! ends the game won, as a human would end it, rather than when every eye is the last point.
//! (Until session 7 it also never *played* a settled point; that threw away the search's own
//! choice where the point it must take to keep an area was one the playouts gave it, and
//! cost games: `bench/RESULTS.md`.)
//!
//! Every random choice comes from the caller's seed: the same position, budget and seed give
//! the same move (under a time limit the budget is the clock's, so the move may differ).

use crate::Color;
use crate::board::{Board, NO_POINT, cell_of};
use crate::bot::{SETTLED, Tactics, candidates};
use crate::game::{Game, Move};
use crate::playout::{default_move_limit, playout_area_score, playout_owner, playout_with};
use crate::rng::Rng;

mod policy;

/// The visits at which the RAVE estimate and a child's own results weigh the same, roughly.
const RAVE_EQUIVALENCE: f32 = 600.0;

/// Visits a node takes before it gets children of its own.
const EXPAND_AFTER: u32 = 4;

/// The most nodes the tree grows to (36 bytes each: about 75 MB); past it the search goes on
/// in the tree it has.
const MAX_NODES: usize = 1 << 21;

/// The weight of the exploration term (small: RAVE already spreads the search).
const EXPLORATION: f32 = 0.1;

/// Virtual RAVE results each new child starts with: an even share, or a winning one for a
/// root move that captures or saves stones.
const PRIOR_VISITS: f32 = 10.0;
const PRIOR_TACTICAL_WINS: f32 = 8.0;

/// How the search runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchOptions {
    /// Playouts in all (the search may stop sooner when the caller's time runs out).
    pub playouts: usize,
    /// Fixes every random choice.
    pub seed: u64,
}

/// What a search found, for tests and benchmarks.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchReport {
    /// The move chosen.
    pub chosen: Move,
    /// Playouts run.
    pub playouts: usize,
    /// The chosen child's share of wins for the mover (0.5 for a pass decided without one).
    pub win_rate: f64,
}

#[derive(Debug, Clone, Copy)]
struct Node {
    /// The move that leads here ([`NO_POINT`] for the root).
    point: u16,
    visits: u32,
    /// Wins of the side that played `point`.
    wins: f32,
    rave_visits: f32,
    rave_wins: f32,
    /// What the score needs of `visits` alone, kept up to date by [`Node::visit`] so that
    /// selection, which scores every child of a node at every step, takes no square root:
    /// RAVE's weight β = √(K / (3n + K)) and 1 / √(n + 1) for the exploration term.
    beta: f32,
    inv_sqrt_visits: f32,
    /// Children are `first_child .. first_child + children` in the arena.
    first_child: u32,
    children: u16,
    expanded: bool,
}

impl Node {
    const fn new(point: usize, prior_wins: f32) -> Node {
        Node {
            point: point as u16,
            visits: 0,
            wins: 0.0,
            rave_visits: PRIOR_VISITS,
            rave_wins: prior_wins,
            beta: 1.0,
            inv_sqrt_visits: 1.0,
            first_child: 0,
            children: 0,
            expanded: false,
        }
    }

    /// Counts one more playout through this node, won by its mover with `result`.
    fn visit(&mut self, result: f32) {
        self.visits += 1;
        self.wins += result;
        let n = self.visits as f32;
        self.beta = (RAVE_EQUIVALENCE / (3.0 * n + RAVE_EQUIVALENCE)).sqrt();
        self.inv_sqrt_visits = (n + 1.0).sqrt().recip();
    }

    /// The blended value for the side that plays this child, with the exploration term
    /// (`sqrt_log_parent`: √ln(parent's visits + 1), the same for every child).
    fn score(&self, sqrt_log_parent: f32) -> f32 {
        let rave = self.rave_wins / self.rave_visits;
        let own = if self.visits == 0 {
            rave
        } else {
            self.wins / self.visits as f32
        };
        (1.0 - self.beta) * own + self.beta * rave + EXPLORATION * sqrt_log_parent * self.inv_sqrt_visits
    }
}

/// The move the search picks for `color` in `game`; `out_of_time` is asked before every
/// playout, and once it answers `true` the search decides with what it has.
pub fn search(
    game: &Game,
    color: Color,
    options: &SearchOptions,
    out_of_time: &mut dyn FnMut() -> bool,
) -> SearchReport {
    let pass = SearchReport {
        chosen: Move::Pass,
        playouts: 0,
        win_rate: 0.5,
    };
    if game.is_over() || out_of_time() {
        return pass;
    }
    let root_moves = candidates(game, color, Tactics::FULL);
    if root_moves.is_empty() {
        return pass;
    }
    let root_board = game.board();
    let komi = game.rules().komi as f32;
    let mover = cell_of(color);
    let limit = default_move_limit(root_board);
    let mut rng = Rng::new(options.seed);

    let mut tree = vec![Node::new(NO_POINT, 0.0)];
    tree[0].expanded = true;
    tree[0].first_child = 1;
    tree[0].children = root_moves.len() as u16;
    for c in &root_moves {
        let tactical = c.captures + c.saves > 0;
        tree.push(Node::new(
            c.point,
            if tactical {
                PRIOR_TACTICAL_WINS
            } else {
                PRIOR_VISITS / 2.0
            },
        ));
    }

    // Who played each point first in the current iteration (0: nobody), for RAVE.
    let mut first_by = vec![0u8; root_board.padded_len()];
    // Row by row, as `BoardSize::index_of` numbers them; summed ownership for the mover.
    let points: Vec<usize> = root_board
        .size()
        .vertices()
        .map(|v| root_board.point(v))
        .collect();
    let mut ownership = vec![0i32; points.len()];
    let mut board = root_board.clone();
    let mut path: Vec<usize> = Vec::with_capacity(64);
    let mut runs = 0;
    while runs < options.playouts && !out_of_time() {
        board.clone_from(root_board);
        first_by.fill(0);
        path.clear();
        path.push(0);
        let mut cell = mover;
        // Down the tree.
        loop {
            let at = *path.last().expect("the path starts at the root");
            if !tree[at].expanded {
                if tree[at].visits < EXPAND_AFTER || tree.len() >= MAX_NODES {
                    break;
                }
                expand(&mut tree, at, &board, cell);
            }
            if tree[at].children == 0 {
                break;
            }
            let next = select(&tree, at);
            let p = usize::from(tree[next].point);
            board.play_fast(p, cell);
            if first_by[p] == 0 {
                first_by[p] = cell;
            }
            path.push(next);
            cell = 3 - cell;
        }
        // A light playout to the end, noting who played each point first.
        // The playout's first move answers the tree's last one (a capture or an escape next
        // to it), as every later move answers the move before.
        let mut tree_last = if path.len() > 1 {
            usize::from(tree[*path.last().expect("not empty")].point)
        } else {
            NO_POINT
        };
        playout_with(
            &mut board,
            crate::board::color_of(cell).expect("a colour"),
            &mut rng,
            limit,
            |b, c, last, rng| {
                let last = if tree_last != NO_POINT {
                    std::mem::replace(&mut tree_last, NO_POINT)
                } else {
                    last
                };
                let p = policy::playout_move(b, c, last, rng);
                if let Some(p) = p
                    && first_by[p] == 0
                {
                    first_by[p] = c;
                }
                p
            },
        );
        let black_margin = playout_area_score(&board) as f32 - komi;
        let black_result = if black_margin > 0.0 {
            1.0
        } else if black_margin < 0.0 {
            0.0
        } else {
            0.5
        };
        let sign = if mover == crate::board::BLACK { 1 } else { -1 };
        for (i, &p) in points.iter().enumerate() {
            ownership[i] += sign * playout_owner(&board, p);
        }
        back_up(&mut tree, &path, mover, black_result, &first_by);
        runs += 1;
    }

    let root = tree[0];
    let children =
        &tree[root.first_child as usize..(root.first_child + u32::from(root.children)) as usize];
    let size = root_board.size();
    // A point one side owns in nearly every playout is settled, unless the move there captures
    // or saves stones now: the playouts own it because someone takes it sooner or later, and
    // it is whoever moves first who takes it.
    let tactical: Vec<usize> = root_moves.iter().filter(|c| c.captures + c.saves > 0).map(|c| c.point).collect();
    let settled = |p: usize| {
        let v = root_board.vertex(p);
        runs > 0 && !tactical.contains(&p) && (ownership[size.index_of(v)] as f64 / runs as f64).abs() >= SETTLED
    };
    let rate = |c: &Node| {
        if c.visits == 0 {
            0.5
        } else {
            f64::from(c.wins / c.visits as f32)
        }
    };
    let opponent_passed = game.last_move().is_some_and(|m| m.mv == Move::Pass && m.color != color);
    let wins_now = || {
        let area: i32 = ownership.iter().map(|&o| o.signum()).sum();
        f64::from(area) + if color == Color::White { f64::from(komi) } else { -f64::from(komi) } > 0.0
    };
    let most_visited = |a: &&Node, b: &&Node| a.visits.cmp(&b.visits).then(a.rave_wins.total_cmp(&b.rave_wins));
    // The search's own choice, the most visited move, is played even on a settled point (under
    // area counting a stone in one's own area costs nothing, and the point the playouts give
    // a side is often the one it must play to keep it). Settled points only decide the
    // pass: with none but them left, a winning side passes; a side the playouts see losing
    // plays on (a pass would only confirm the loss).
    let open_left = children.iter().any(|c| !settled(usize::from(c.point)));
    let best = if open_left || (runs > 0 && !wins_now()) { children.iter().max_by(most_visited) } else { None };
    // After the opponent's pass, a pass ends the game: take it when the count as the
    // playouts see the board now (each point to the side that owns it in most of them)
    // is a win.
    match best {
        Some(c) if !(opponent_passed && runs > 0 && wins_now()) => SearchReport {
            chosen: Move::Play(root_board.vertex(usize::from(c.point))),
            playouts: runs,
            win_rate: rate(c),
        },
        _ => SearchReport {
            chosen: Move::Pass,
            playouts: runs,
            win_rate: best.map_or(0.5, rate),
        },
    }
}

/// Gives node `at` a child for every move the playouts would consider for `cell`.
fn expand(tree: &mut Vec<Node>, at: usize, board: &Board, cell: u8) {
    let first = tree.len();
    let ko = board.ko_point();
    let last = usize::from(tree[at].point);
    for &p in board.empties() {
        let p = usize::from(p);
        if p != ko && board.playout_candidate(p, cell) {
            tree.push(Node::new(p, policy::prior_wins(board, p, cell, last, PRIOR_VISITS)));
        }
    }
    let children = (tree.len() - first) as u16;
    let node = &mut tree[at];
    node.expanded = true;
    node.first_child = first as u32;
    node.children = children;
}

/// The child of `at` with the best score for the side to move there.
fn select(tree: &[Node], at: usize) -> usize {
    let node = tree[at];
    let sqrt_log_parent = ((node.visits + 1) as f32).ln().sqrt();
    let start = node.first_child as usize;
    let mut best = start;
    let mut best_score = f32::NEG_INFINITY;
    for (i, child) in tree[start..start + usize::from(node.children)]
        .iter()
        .enumerate()
    {
        let s = child.score(sqrt_log_parent);
        if s > best_score {
            best_score = s;
            best = start + i;
        }
    }
    best
}

/// Adds one playout's result to every node on `path` and the RAVE results to their children.
fn back_up(tree: &mut [Node], path: &[usize], mover: u8, black_result: f32, first_by: &[u8]) {
    let result_for = |cell: u8| {
        if cell == crate::board::BLACK {
            black_result
        } else {
            1.0 - black_result
        }
    };
    // The side to move at path[0] is the mover; it alternates down the path.
    let mut to_move = mover;
    for &at in path {
        let node = tree[at];
        // The node's own result, for the side that played into it.
        tree[at].visit(result_for(3 - to_move));
        if node.expanded {
            let start = node.first_child as usize;
            let won = result_for(to_move);
            for child in &mut tree[start..start + usize::from(node.children)] {
                if first_by[usize::from(child.point)] == to_move {
                    child.rave_visits += 1.0;
                    child.rave_wins += won;
                }
            }
        }
        to_move = 3 - to_move;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Position, RuleSet, Vertex};

    fn game_from(diagram: &str, to_move: Color) -> Game {
        let position = Position::from_diagram(diagram, to_move).unwrap();
        Game::from_position(position, RuleSet::Chinese.rules())
    }

    #[test]
    fn the_same_seed_and_budget_give_the_same_move() {
        let game = Game::new(crate::BoardSize::NINE, RuleSet::Chinese.rules());
        let options = SearchOptions {
            playouts: 2000,
            seed: 7,
        };
        let a = search(&game, Color::Black, &options, &mut || false);
        let b = search(&game, Color::Black, &options, &mut || false);
        assert_eq!(a, b);
        assert_eq!(a.playouts, 2000);
    }

    #[test]
    fn it_captures_the_stones_that_decide_the_game() {
        // White's five stones in the middle are in atari at C5; taking them wins the board,
        // and anything else lets them run out.
        let game = game_from(
            "
            . . . . . . . . .
            . . . . . . . . .
            . . . . X . . . .
            . . . X O X . . .
            . . . O O X . . .
            . . . X O X . . .
            . . . X O X . . .
            . . . . X . . . .
            . . . . . . . . .
            ",
            Color::Black,
        );
        let report = search(
            &game,
            Color::Black,
            &SearchOptions {
                playouts: 3000,
                seed: 1,
            },
            &mut || false,
        );
        let capture = Vertex::from_gtp("C5", game.size()).unwrap();
        assert_eq!(report.chosen, Move::Play(capture), "{report:?}");
    }

    #[test]
    fn it_takes_a_capture_even_where_the_playouts_see_the_point_settled() {
        // From a game lost to GNU Go level 1 (1 s a move, seed 1004, move 37): White's four
        // stones C3 D3 D4 E4 and Black's two E3 E2 share their last liberty, D2. Black to play
        // takes four stones and the game there; the playouts, in which Black nearly always
        // takes them sooner or later, counted D2 as Black's own settled point, and the search
        // played elsewhere until White took E2 E3 and the lower side.
        let game = game_from(
            "
            . . . . . . . . .
            . . . . X . O X X
            . . . . . . O X O
            . . . . X . X O O
            . X . X X X O O .
            . X X O O X O X .
            O X O O X O O . .
            . O X . X O . . .
            . . . . O . . . .
            ",
            Color::Black,
        );
        let capture = Vertex::from_gtp("D2", game.size()).unwrap();
        for seed in 1..=3 {
            let report = search(&game, Color::Black, &SearchOptions { playouts: 20_000, seed }, &mut || false);
            assert_eq!(report.chosen, Move::Play(capture), "seed {seed}: {report:?}");
        }
    }

    #[test]
    fn it_passes_when_only_settled_points_are_left() {
        // The game is over but for a few points inside each side's living groups: Black
        // wins by 1½ points (45 to 36, komi 7½), and a stone anywhere gains nothing.
        let solid = "X X X X X O O O O";
        let diagram = [
            ". . . X X O . . .",
            solid,
            "X . X . X O . O .",
            solid,
            solid,
            solid,
            solid,
            solid,
            solid,
        ]
        .join("\n");
        let game = game_from(&diagram, Color::Black);
        let report = search(
            &game,
            Color::Black,
            &SearchOptions {
                playouts: 1000,
                seed: 3,
            },
            &mut || false,
        );
        assert_eq!(report.chosen, Move::Pass, "{report:?}");
        assert_eq!(report.playouts, 1000, "it searched before deciding");
    }

    #[test]
    fn it_stops_when_the_time_is_up() {
        let game = Game::new(crate::BoardSize::NINE, RuleSet::Chinese.rules());
        let mut calls = 0;
        let report = search(
            &game,
            Color::White,
            &SearchOptions {
                playouts: 1_000_000,
                seed: 2,
            },
            &mut || {
                calls += 1;
                calls > 100
            },
        );
        assert_eq!(report.playouts, 99);
        assert!(matches!(report.chosen, Move::Play(_)));
    }
}
