//! Replaying a record through the engine: setup stones and moves of every node, on the main
//! line and in every variation, checked by the rules.
//!
//! [`replay`] walks the whole tree once and keeps, for each node, its move number, move,
//! captures and what it changed on the board; [`Replay::position`] and [`Replay::game_at`]
//! rebuild the position or a full [`Game`] at any node from those.
//!
//! * **Rules.** [`ReplayOptions::rules`], or the preset `RU` names, or the Chinese rules. Komi
//!   comes from `KM` (normalised, see [`super::info`]) when present and readable.
//! * **Setup.** `AE`, then `AB`, then `AW` change the board; `PL` sets the player to move.
//!   Root `AB` stones with `HA` of 2 or more and no other setup are a free handicap
//!   ([`Game::with_free_handicap`]), White to move. Setup that leaves a chain without
//!   liberties is an error.
//! * **Moves.** `B` and `W` are played for their colour whoever is to move. A record that goes
//!   on after two passes reopens the game. An illegal move (a stone on an occupied point,
//!   suicide, ko, superko) is an [`ErrorKind::IllegalMove`] with its move number and reason;
//!   with [`ReplayOptions::force`] it is played anyway — the stone replaces whatever is on the
//!   point, captures are made, a suicide removes the mover's chain — and noted in
//!   [`ReplayNode::forced`] and [`Replay::problems`]. Setup nodes and forced moves start a
//!   fresh engine game from the position reached, so ko and superko look back only to them.
//!
//! The walk uses an explicit stack, one engine game and [`Game::undo`] to come back from a
//! variation, so its time is linear in the number of nodes whatever the shape of the tree
//! (see [`replay`]).

use super::error::{ErrorKind, SgfError};
use super::tree::{GameTree, NodeId};
use super::access::Move;
use crate::game::{Game, Move as EngineMove};
use crate::rules::{KoRule, RuleSet, Rules};
use crate::{BoardSize, Color, IllegalMove, Position, Vertex};

/// How to replay a record.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ReplayOptions {
    /// The rules to replay under. `None`: the preset named by `RU`, or the Chinese rules.
    /// `KM` overrides the komi either way.
    pub rules: Option<Rules>,
    /// Play illegal moves anyway and note them, instead of stopping with an error.
    pub force: bool,
}

/// What replaying one node gave.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplayNode {
    /// Moves from the root to this node, this node's move included.
    pub move_number: u32,
    /// This node's move, if it has one.
    pub mv: Option<Move>,
    /// Opponent stones this node's move captured.
    pub captured: Vec<Vertex>,
    /// The mover's own stones removed (suicide, where the rules allow it or it was forced).
    pub suicided: Vec<Vertex>,
    /// Stones captured so far, indexed by [`Color::index`] of the capturer.
    pub captures: [u32; 2],
    /// The player to move after this node.
    pub to_move: Color,
    /// When this node's move broke the rules and was forced: which rule.
    pub forced: Option<IllegalMove>,
    /// The points this node changed (setup and move, captures included), with their new
    /// content.
    pub changes: Vec<(Vertex, Option<Color>)>,
}

/// A replayed record: the tree, and what each node does on the board.
#[derive(Debug, Clone)]
pub struct Replay<'t> {
    tree: &'t GameTree,
    size: BoardSize,
    rules: Rules,
    force: bool,
    nodes: Vec<ReplayNode>,
    /// What was let pass: illegal moves that were forced, in the order they were met, and a
    /// `KM` that could not be read (the rules' komi is used).
    pub problems: Vec<SgfError>,
}

/// The rules for a tree: the options', or `RU`'s preset, or Chinese; komi from `KM`. A `KM`
/// that cannot be read leaves the rules' komi and is noted in `problems`.
fn rules_for(tree: &GameTree, options: &ReplayOptions, problems: &mut Vec<SgfError>) -> Rules {
    let mut rules = options.rules.unwrap_or_else(|| {
        tree.root()
            .simple_text("RU")
            .and_then(|ru| ru.parse::<RuleSet>().ok())
            .unwrap_or(RuleSet::Chinese)
            .rules()
    });
    match tree.komi() {
        Ok(Some(k)) => rules.komi = k.points,
        Ok(None) => {}
        Err(e) => problems.push(e),
    }
    rules
}

struct Walker<'a> {
    tree: &'a GameTree,
    size: BoardSize,
    rules: Rules,
    force: bool,
    /// Whether the game after a leaf is wanted ([`Replay::game_at`]); the walk over the whole
    /// tree wants only each node's result.
    games_at_leaves: bool,
}

fn stones_of(game: &Game) -> Vec<(Vertex, Color)> {
    game.board().stones().collect()
}

/// What the walk must do when it leaves a node, to give the node's siblings the position
/// before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Undo {
    /// Nothing changed, or nothing after this node needs the position before it.
    Nothing,
    /// Take back the move the node played on the game below.
    Move,
    /// Drop the game the node started (setup, `PL`, a forced move): the one below it is
    /// untouched.
    PopGame,
}

/// The engine games of the walk: the one on top is the position being replayed; those below
/// it are the positions before setup nodes (or forced moves) that the walk comes back to.
struct Games {
    stack: Vec<Game>,
}

impl Games {
    fn top(&mut self) -> &mut Game {
        // The walk never pops the last game (only games a node pushed).
        let last = self.stack.len() - 1;
        &mut self.stack[last]
    }

    /// Puts a fresh game in place for a node: above the current one when the walk will come
    /// back to the current one (not `tail`, and this node has not already pushed one), in its
    /// place otherwise.
    fn restart(&mut self, fresh: Game, undo: &mut Undo, tail: bool) {
        if tail || *undo == Undo::PopGame {
            *self.top() = fresh;
        } else {
            self.stack.push(fresh);
            *undo = Undo::PopGame;
        }
    }
}

impl Walker<'_> {
    /// A fresh engine game from a position, with the record's rules.
    fn restart(&self, position: Position) -> Game {
        Game::from_position(position, self.rules)
    }

    /// Plays an illegal move anyway. Returns the game after it, and (captured, suicided).
    fn force_play(&self, game: &Game, color: Color, v: Vertex) -> (Game, Vec<Vertex>, Vec<Vertex>) {
        let stones: Vec<(Vertex, Color)> = stones_of(game).into_iter().filter(|&(p, _)| p != v).collect();
        // Removing a stone only adds liberties, so this position is valid.
        let Ok(start) = Position::from_stones(self.size, &stones, color) else {
            return (self.restart(game.position()), Vec::new(), Vec::new());
        };
        let permissive = Rules { suicide_allowed: true, ko: KoRule::Simple, ..self.rules };
        let mut g = Game::from_position(start, permissive);
        let (captured, suicided) = match g.play_as(color, v) {
            Ok(record) => (record.captured.clone(), record.suicided.clone()),
            Err(_) => (Vec::new(), Vec::new()),
        };
        (self.restart(g.position()), captured, suicided)
    }

    /// Replays node `id` on the top game (the position before it); `parent` is the parent's
    /// result. `tail`: nothing after this node's subtree needs the position before it, so the
    /// node changes the game in place and need not be undone. Returns the node's result and
    /// what leaving it must undo.
    fn step(
        &self,
        games: &mut Games,
        id: NodeId,
        parent: Option<&ReplayNode>,
        tail: bool,
        problems: &mut Vec<SgfError>,
    ) -> Result<(ReplayNode, Undo), SgfError> {
        let node = self.tree.node(id);
        let size = self.size;
        let mut undo = Undo::Nothing;
        let mut state = ReplayNode {
            move_number: parent.map_or(0, |p| p.move_number),
            mv: None,
            captured: Vec::new(),
            suicided: Vec::new(),
            captures: parent.map_or([0, 0], |p| p.captures),
            to_move: games.top().to_move(),
            forced: None,
            changes: Vec::new(),
        };
        // Setup.
        let setup = node.setup(size)?;
        if !(setup.black.is_empty() && setup.white.is_empty() && setup.empty.is_empty()) {
            let game = games.top();
            let mut cells: Vec<Option<Color>> = vec![None; size.points()];
            for (v, c) in stones_of(game) {
                cells[size.index_of(v)] = Some(c);
            }
            for (list, content) in [(&setup.empty, None), (&setup.black, Some(Color::Black)), (&setup.white, Some(Color::White))] {
                for &v in list {
                    if cells[size.index_of(v)] != content {
                        cells[size.index_of(v)] = content;
                        state.changes.push((v, content));
                    }
                }
            }
            let handicap = id == NodeId::ROOT
                && setup.white.is_empty()
                && setup.empty.is_empty()
                && node.number("HA").ok().flatten().is_some_and(|h| h >= 2);
            let to_move = setup.to_play.unwrap_or(if handicap { Color::White } else { game.to_move() });
            let stones: Vec<(Vertex, Color)> =
                size.vertices().filter_map(|v| cells[size.index_of(v)].map(|c| (v, c))).collect();
            let at = ["AE", "AB", "AW"].iter().find_map(|i| node.get(i)).map(super::tree::Property::pos).unwrap_or_default();
            let position = Position::from_stones(size, &stones, to_move)
                .map_err(|e| SgfError::new(ErrorKind::BadSetup { reason: e.to_string() }, at))?;
            if !self.games_at_leaves && self.tree.children(id).is_empty() && !node.has("B") && !node.has("W") {
                // A leaf that only sets up stones: nothing is played from it, so no engine
                // game is started (a fresh game's history is the costly part of a setup node).
                state.to_move = to_move;
                return Ok((state, undo));
            }
            let fresh = match (handicap, setup.to_play) {
                (true, None) => Game::with_free_handicap(size, self.rules, &setup.black)
                    .unwrap_or_else(|_| self.restart(position)),
                _ => self.restart(position),
            };
            games.restart(fresh, &mut undo, tail);
        } else if let Some(pl) = setup.to_play
            && pl != games.top().to_move()
        {
            let fresh = self.restart(games.top().position().with_to_move(pl));
            games.restart(fresh, &mut undo, tail);
        }
        // The move.
        if let Some(mv) = node.get_move(size)? {
            state.move_number += 1;
            state.mv = Some(mv);
            let game = games.top();
            if game.is_over() {
                game.resume();
            }
            let played = match mv.vertex {
                None => game.play_move(mv.color, EngineMove::Pass).is_ok(),
                Some(v) => match game.play_as(mv.color, v) {
                    Ok(record) => {
                        state.captured = record.captured.clone();
                        state.suicided = record.suicided.clone();
                        true
                    }
                    Err(illegal) => {
                        let at = node.get(crate::sgf::value::color_to_sgf(mv.color)).map(super::tree::Property::pos);
                        let e = SgfError::new(
                            ErrorKind::IllegalMove {
                                move_number: state.move_number,
                                color: mv.color,
                                point: v.to_gtp(size),
                                code: illegal.code(),
                                reason: illegal.message_en(),
                            },
                            at.unwrap_or_default(),
                        );
                        if !self.force {
                            return Err(e);
                        }
                        problems.push(e);
                        state.forced = Some(illegal);
                        let fresh;
                        (fresh, state.captured, state.suicided) = self.force_play(game, mv.color, v);
                        games.restart(fresh, &mut undo, tail);
                        false
                    }
                },
            };
            if played && !tail && undo == Undo::Nothing {
                undo = Undo::Move;
            }
            if let Some(v) = mv.vertex {
                state.changes.push((v, Some(mv.color)));
            }
            state.changes.extend(state.captured.iter().map(|&v| (v, None)));
            state.changes.extend(state.suicided.iter().map(|&v| (v, None)));
            let (c, o) = (mv.color.index(), mv.color.opponent().index());
            state.captures[c] = state.captures[c].saturating_add(state.captured.len() as u32);
            state.captures[o] = state.captures[o].saturating_add(state.suicided.len() as u32);
        }
        state.to_move = games.top().to_move();
        Ok((state, undo))
    }
}

enum Frame {
    /// Replay this node on the top game (the position before the node); `tail` as in
    /// [`Walker::step`].
    Visit(NodeId, bool),
    /// The walk is done with this node's subtree: undo what the node did.
    Leave(Undo),
}

/// Replays a whole game tree. See the module documentation for the rules applied.
///
/// The walk is depth first with one engine game: a move is taken back in place when the walk
/// leaves its node ([`Game::undo`] costs about what the move did), and a node that starts a
/// fresh game (setup, `PL`, a forced move) drops it on leaving, uncovering the game below. The
/// child heading the largest subtree is visited last, and what comes last needs no undo, so
/// at most about log₂(nodes) games are kept below the top whatever the shape of the tree, and
/// the time is linear in the number of nodes (each is played once and taken back at most once).
pub fn replay<'t>(tree: &'t GameTree, options: &ReplayOptions) -> Result<Replay<'t>, SgfError> {
    let size = tree.board_size()?;
    let mut problems = Vec::new();
    let rules = rules_for(tree, options, &mut problems);
    let walker = Walker { tree, size, rules, force: options.force, games_at_leaves: false };
    // Subtree sizes, children before parents.
    let order = tree.preorder();
    let mut sizes = vec![1usize; tree.len()];
    for &id in order.iter().rev() {
        if let Some(p) = tree.parent(id) {
            sizes[p.index()] += sizes[id.index()];
        }
    }
    let mut results: Vec<Option<ReplayNode>> = vec![None; tree.len()];
    let mut games = Games { stack: vec![Game::new(size, rules)] };
    let mut stack = vec![Frame::Visit(NodeId::ROOT, true)];
    while let Some(frame) = stack.pop() {
        match frame {
            Frame::Visit(id, tail) => {
                let parent = tree.parent(id).and_then(|p| results[p.index()].as_ref());
                let (state, undo) = walker.step(&mut games, id, parent, tail, &mut problems)?;
                results[id.index()] = Some(state);
                if undo != Undo::Nothing {
                    stack.push(Frame::Leave(undo));
                }
                // A node that pushed a game drops it on leaving: its last child need not
                // restore anything either.
                let last_tail = tail || undo == Undo::PopGame;
                let kids = tree.children(id);
                // The heavy child (largest subtree, the first of equals) is visited last.
                let heavy = (0..kids.len()).max_by_key(|&i| (sizes[kids[i].index()], std::cmp::Reverse(i)));
                if let Some(h) = heavy {
                    stack.push(Frame::Visit(kids[h], last_tail));
                    for (i, &k) in kids.iter().enumerate().rev() {
                        if i != h {
                            stack.push(Frame::Visit(k, false));
                        }
                    }
                }
            }
            Frame::Leave(Undo::Move) => {
                games.top().undo();
            }
            Frame::Leave(Undo::PopGame) => {
                games.stack.pop();
            }
            Frame::Leave(Undo::Nothing) => {}
        }
    }
    // Every node of the tree is reachable from the root, so every result is there.
    let nodes: Vec<ReplayNode> = results
        .into_iter()
        .map(|r| r.unwrap_or_else(|| ReplayNode {
            move_number: 0,
            mv: None,
            captured: Vec::new(),
            suicided: Vec::new(),
            captures: [0, 0],
            to_move: Color::Black,
            forced: None,
            changes: Vec::new(),
        }))
        .collect();
    Ok(Replay { tree, size, rules, force: options.force, nodes, problems })
}

impl<'t> Replay<'t> {
    /// The game tree that was replayed.
    #[must_use]
    pub fn tree(&self) -> &'t GameTree {
        self.tree
    }

    /// The board size.
    #[must_use]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The rules the record was replayed under (komi included).
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// What replaying a node gave.
    ///
    /// # Panics
    /// If `id` is not a node of the tree.
    #[must_use]
    pub fn node(&self, id: NodeId) -> &ReplayNode {
        &self.nodes[id.index()]
    }

    /// The main line, root first.
    #[must_use]
    pub fn main_line(&self) -> Vec<NodeId> {
        self.tree.main_line()
    }

    /// The node's children: the main line first, then the variations.
    #[must_use]
    pub fn children(&self, id: NodeId) -> &'t [NodeId] {
        self.tree.children(id)
    }

    /// The node's parent.
    #[must_use]
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.tree.parent(id)
    }

    /// The next variation (the following sibling).
    #[must_use]
    pub fn next_variation(&self, id: NodeId) -> Option<NodeId> {
        self.tree.next_sibling(id)
    }

    /// The previous variation (the preceding sibling).
    #[must_use]
    pub fn previous_variation(&self, id: NodeId) -> Option<NodeId> {
        self.tree.previous_sibling(id)
    }

    /// The node's comment (`C`), decoded.
    #[must_use]
    pub fn comment(&self, id: NodeId) -> Option<String> {
        self.tree.get(id).and_then(super::tree::Node::comment)
    }

    /// Stones captured so far by `color` when the node is reached.
    #[must_use]
    pub fn captures(&self, id: NodeId, color: Color) -> u32 {
        self.nodes.get(id.index()).map_or(0, |n| n.captures[color.index()])
    }

    /// The position after the node: its stones and the player to move.
    #[must_use]
    pub fn position(&self, id: NodeId) -> Position {
        let mut cells: Vec<Option<Color>> = vec![None; self.size.points()];
        for n in self.tree.path_to(id) {
            for &(v, c) in &self.nodes[n.index()].changes {
                cells[self.size.index_of(v)] = c;
            }
        }
        let stones: Vec<(Vertex, Color)> =
            self.size.vertices().filter_map(|v| cells[self.size.index_of(v)].map(|c| (v, c))).collect();
        let to_move = self.nodes.get(id.index()).map_or(Color::Black, |n| n.to_move);
        Position::from_stones(self.size, &stones, to_move).unwrap_or_else(|_| Position::empty(self.size))
    }

    /// An engine game at the node, with the moves from the root (or from the last setup node
    /// or forced move on the way) as its history, ready to play on.
    pub fn game_at(&self, id: NodeId) -> Result<Game, SgfError> {
        let walker = Walker { tree: self.tree, size: self.size, rules: self.rules, force: self.force, games_at_leaves: true };
        let mut games = Games { stack: vec![Game::new(self.size, self.rules)] };
        let mut previous: Option<ReplayNode> = None;
        let mut problems = Vec::new();
        for n in self.tree.path_to(id) {
            previous = Some(walker.step(&mut games, n, previous.as_ref(), true, &mut problems)?.0);
        }
        Ok(games.stack.swap_remove(0))
    }

    /// The engine game at the end of the main line.
    pub fn final_game(&self) -> Result<Game, SgfError> {
        let last = *self.tree.main_line().last().unwrap_or(&NodeId::ROOT);
        self.game_at(last)
    }
}
