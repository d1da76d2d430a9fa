//! Connecting (连接, unit 7): the learner's two marked chains can be cut; find every move that
//! connects them so that they cannot be, the solid connection and the tiger's mouth (虎口)
//! among them. Positions come from local games.
//!
//! # What "connected" means here, exactly
//!
//! The two chains are *joined* when they are one chain with two liberties or more (one in
//! atari is not saved). A move *connects* when, after it, whatever the opponent plays (or if
//! the opponent passes), the learner can join the chains within two more moves of its own,
//! the opponent answering in between: a solid connection joins them at once; after a tiger's
//! mouth, a cut in the mouth is in atari and is taken, and the learner fills the point
//! afterwards. The search ([`Link`]) reads this game exactly over its candidate moves, the
//! same for both sides: the empty points next to both chains (the connecting points), the
//! liberties of each chain, the empty points next to a connecting point (a tiger's mouth, the
//! point that takes a cut), and the liberties of every opponent chain touching the two with at
//! most two liberties (captures and ataris). On the last of the learner's moves only a
//! connecting point can join them, so only those are tried. A position is kept only when
//! passing loses (the opponent would cut: the learner's move is needed), one to four moves
//! connect, and the reading finishes within [`NODE_LIMIT`] positions; a wrong move is answered
//! by the opponent's cut the search found (after it the learner cannot join the chains within
//! two moves whatever it plays). `tests/problems/connect.rs` repeats the reading on the naive
//! board with every empty point near the chains as a candidate, for both sides.
//!
//! Difficulty: short local games and small chains at 1, where a solid connection is among the
//! answers; from 2 a tiger's mouth must be among them; from 3 the chains may be longer; at 4–5
//! the games are longer and the obvious connection fails: some connecting point does not
//! connect (it leaves the chain in atari or the opponent cuts elsewhere), or at most two moves
//! connect.

use crate::board::{BORDER, Board, EMPTY};
use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Vertex};

use super::reading::{Few, Scratch, Unknown, after, legal};
use super::shape::neighbours;
use super::tactics::{from_fight, position, rotated};
use super::words::{self, capitalise, colour_word, liberties_en, pt, sorted};
use super::{AnswerForm, Ctx, Detail, Made, Problem, Solution, Verdict};

/// Positions one connection problem may read.
pub(crate) const NODE_LIMIT: u32 = 6000;

/// The learner's moves after its first within which the chains must be joined.
pub(crate) const MORE_MOVES: u32 = 2;

/// The opponent's answer to a move that does not connect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cut {
    Pass,
    At(Vertex),
}

/// The connection search for the owner's chains through `a` and `b`.
pub(crate) struct Link {
    a: Vertex,
    b: Vertex,
    owner: Color,
    /// Where the two sides may play (when empty): every point within two steps (up, down,
    /// left or right) of the two chains' stones on the board the question starts from.
    window: Vec<(usize, Vertex)>,
    nodes: u32,
}

impl Link {
    pub(crate) fn new(board: &Board, a: Vertex, b: Vertex, owner: Color) -> Link {
        let stones = [board.chain(a), board.chain(b)].concat();
        let near = |p: Vertex| {
            stones.iter().any(|s| {
                (i16::from(s.x) - i16::from(p.x)).abs() + (i16::from(s.y) - i16::from(p.y)).abs() <= 2
            })
        };
        let size = board.size();
        let window = (0..size.height)
            .flat_map(|y| (0..size.width).map(move |x| Vertex::new(x, y)))
            .filter(|&p| near(p))
            .map(|p| (board.point(p), p))
            .collect();
        Link {
            a,
            b,
            owner,
            window,
            nodes: 0,
        }
    }

    fn tick(&mut self) -> Result<(), Unknown> {
        self.nodes += 1;
        if self.nodes > NODE_LIMIT {
            Err(Unknown)
        } else {
            Ok(())
        }
    }

    /// One chain through both, with two liberties or more.
    pub(crate) fn joined(&self, board: &Board) -> bool {
        board.get(self.a) == Some(self.owner)
            && board.get(self.b) == Some(self.owner)
            && board.head_of(board.point(self.a)) == board.head_of(board.point(self.b))
            && Few::of(board, self.a).count() >= 2
    }

    fn lost(&self, board: &Board) -> bool {
        board.get(self.a) != Some(self.owner) || board.get(self.b) != Some(self.owner)
    }

    /// The empty points next to both chains: the only points where one stone joins them.
    pub(crate) fn joins(&self, board: &Board) -> Vec<Vertex> {
        let mut out = Vec::new();
        if self.lost(board) {
            return out;
        }
        let (pa, pb) = (board.point(self.a), board.point(self.b));
        let head_b = board.head_of(pb);
        for s in board.chain_points(pa) {
            for l in board.neighbours(s) {
                if board.cell(l) != EMPTY {
                    continue;
                }
                let touches_b = board
                    .neighbours(l)
                    .iter()
                    .any(|&n| board.cell(n) != EMPTY && board.cell(n) != BORDER && board.head_of(n) == head_b);
                let v = board.vertex(l);
                if touches_b && !out.contains(&v) {
                    out.push(v);
                }
            }
        }
        out
    }

    /// The candidate moves: the connecting points first, then every other empty point of
    /// the window (within two steps of the marked stones where the question began, stones
    /// taken since included).
    pub(crate) fn moves(&self, board: &Board) -> Vec<Vertex> {
        let joins = self.joins(board);
        let mut out = joins.clone();
        out.extend(
            self.window
                .iter()
                .filter(|&&(p, v)| board.cell(p) == EMPTY && !joins.contains(&v))
                .map(|&(_, v)| v),
        );
        out
    }

    /// The owner to move, with `left` moves (1 to 3): whether it joins the chains whatever
    /// the opponent plays between its moves.
    fn wins(&mut self, board: &Board, left: u32) -> Result<bool, Unknown> {
        Ok(self.joining_move(board, left)?.is_some())
    }

    /// The owner to move, with `left` moves (1 to 3): its first move of a way to join the
    /// chains whatever the opponent plays between its moves, if it has one.
    pub(crate) fn joining_move(&mut self, board: &Board, left: u32) -> Result<Option<Vertex>, Unknown> {
        self.tick()?;
        let candidates = if left == 1 {
            self.joins(board)
        } else {
            self.moves(board)
        };
        for m in candidates {
            if !legal(board, m, self.owner) {
                continue;
            }
            let next = Scratch::after(board, m, self.owner);
            if self.joined(&next) {
                return Ok(Some(m));
            }
            if left > 1 && !self.lost(&next) && self.cut(&next, left - 1)?.is_none() {
                return Ok(Some(m));
            }
        }
        Ok(None)
    }

    /// The opponent to move, the owner then with `left` moves: the opponent's move (or pass)
    /// after which the owner cannot join the chains, or `None` when it joins them whatever.
    pub(crate) fn cut(&mut self, board: &Board, left: u32) -> Result<Option<Cut>, Unknown> {
        self.tick()?;
        let opponent = self.owner.opponent();
        for m in self.moves(board) {
            if !legal(board, m, opponent) {
                continue;
            }
            let next = Scratch::after(board, m, opponent);
            if self.lost(&next) || !self.wins(&next, left)? {
                return Ok(Some(Cut::At(m)));
            }
        }
        // A pass lifts the ko: the learner may fill the point it took on.
        let mut passed = board.clone();
        passed.clear_ko();
        if self.wins(&passed, left)? {
            Ok(None)
        } else {
            Ok(Some(Cut::Pass))
        }
    }

    /// Whether the owner's move at `m` connects (it must be legal).
    pub(crate) fn connects(&mut self, board: &Board, m: Vertex) -> Result<bool, Unknown> {
        let next = after(board, m, self.owner);
        Ok(self.joined(&next) || self.cut(&next, MORE_MOVES)?.is_none())
    }
}

/// How a connecting move connects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Connection {
    /// One chain at once.
    Solid,
    /// A tiger's mouth at the point: an opponent stone there would be captured at once (it
    /// would have one liberty, which the owner may take), or could not be played at all.
    TigerMouth(Vertex),
    /// Connected in another way (a capture, a double threat).
    Other,
}

/// How the owner's connecting move at `m` connects the chains through `a` and `b`.
pub(crate) fn connection(board: &Board, a: Vertex, b: Vertex, owner: Color, m: Vertex) -> Connection {
    let link = Link::new(board, a, b, owner);
    let next = after(board, m, owner);
    if link.joined(&next) {
        return Connection::Solid;
    }
    link.joins(&next)
        .into_iter()
        .find(|&c| tiger_mouth(&next, c, owner))
        .map_or(Connection::Other, Connection::TigerMouth)
}

/// Whether the empty point `c` is a tiger's mouth of `owner`: an opponent stone there is
/// illegal, or is left with one liberty that the owner may take at once (capturing it).
pub(crate) fn tiger_mouth(board: &Board, c: Vertex, owner: Color) -> bool {
    let opponent = owner.opponent();
    if !legal(board, c, opponent) {
        return true;
    }
    let next = after(board, c, opponent);
    let few = Few::of(&next, c);
    few.count() == 1 && legal(&next, few.list()[0], owner)
}

/// What the generator needs of the chains for the difficulty: their stones together.
fn chains_fit(d: u8, stones: usize) -> bool {
    match d {
        1 => stones <= 3,
        2 => stones <= 5,
        3 => stones >= 3,
        4 => stones >= 4,
        _ => stones >= 5,
    }
}

pub(crate) fn connect(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    from_fight(ctx, rng, true, connect_in)
}

/// The pairs of `learner`'s chains with a connecting point, as one stone of each.
pub(crate) fn pairs(board: &Board, learner: Color) -> Vec<(Vertex, Vertex)> {
    let mut out: Vec<(Vertex, Vertex)> = Vec::new();
    let mut heads: Vec<(usize, usize)> = Vec::new();
    for e in board.empty_points() {
        let around: Vec<Vertex> = neighbours(board.size(), e)
            .filter(|&n| board.get(n) == Some(learner))
            .collect();
        for (i, &p) in around.iter().enumerate() {
            for &q in &around[i + 1..] {
                let (hp, hq) = (board.head_of(board.point(p)), board.head_of(board.point(q)));
                if hp == hq {
                    continue;
                }
                let key = (hp.min(hq), hp.max(hq));
                if !heads.contains(&key) {
                    heads.push(key);
                    let (p, q) = if (p.y, p.x) <= (q.y, q.x) { (p, q) } else { (q, p) };
                    out.push((p, q));
                }
            }
        }
    }
    out
}

fn connect_in(ctx: &Ctx, board: &Board, learner: Color, rng: &mut Rng) -> Option<Made> {
    let pairs = pairs(board, learner);
    rotated(&pairs, rng).find_map(|(a, b)| connect_on(ctx, board, learner, a, b))
}

/// The moves that look like connections without reading: the connecting points where a solid
/// connection has two liberties, and the points next to them after which one is a tiger's
/// mouth, and how many of them are tiger's mouths. Only refusals rest on it (before reading, a
/// position with no tiger's mouth from 2, or more than two such moves at 4–5); the answers are
/// read.
fn likely_answers(board: &Board, link: &Link, learner: Color) -> (usize, usize) {
    let joins = link.joins(board);
    let mut seen: Vec<Vertex> = Vec::new();
    let mut mouths = 0;
    for &j in &joins {
        if legal(board, j, learner) && link.joined(&after(board, j, learner)) {
            seen.push(j);
        }
        for n in neighbours(board.size(), j) {
            if seen.contains(&n) || board.get(n).is_some() || !legal(board, n, learner) {
                continue;
            }
            let next = after(board, n, learner);
            if joins.iter().any(|&c| next.get(c).is_none() && tiger_mouth(&next, c, learner)) {
                seen.push(n);
                mouths += 1;
            }
        }
    }
    (seen.len(), mouths)
}

/// Every move that connects the learner's chains through `a` and `b`, if the position makes a
/// problem of the difficulty.
fn connect_on(ctx: &Ctx, board: &Board, learner: Color, a: Vertex, b: Vertex) -> Option<Made> {
    let d = ctx.difficulty;
    let stones = sorted([board.chain(a), board.chain(b)].concat());
    if !chains_fit(d, stones.len()) {
        return None;
    }
    let mut link = Link::new(board, a, b, learner);
    // Passing must lose: else they are connected already (two connecting points, miai).
    let (likely, mouths) = likely_answers(board, &link, learner);
    if (d == 5 && likely > 3) || (d >= 2 && mouths == 0) {
        return None;
    }
    link.cut(board, MORE_MOVES).ok()??;
    let most = if d == 5 { 3 } else { 4 };
    let mut right = Vec::new();
    for m in link.moves(board) {
        if legal(board, m, learner) && link.connects(board, m).ok()? {
            right.push(m);
            if right.len() > most {
                return None;
            }
        }
    }
    if right.is_empty() {
        return None;
    }
    let right = sorted(right);
    let shapes: Vec<Connection> = right
        .iter()
        .map(|&m| connection(board, a, b, learner, m))
        .collect();
    let solid = shapes.contains(&Connection::Solid);
    let mouth = shapes.iter().any(|s| matches!(s, Connection::TigerMouth(_)));
    let fits = match d {
        1 => solid,
        2 | 3 => mouth,
        _ => mouth,
    };
    if !fits {
        return None;
    }
    let (en, zh) = colour_word(learner);
    let (them_en, them_zh) = colour_word(learner.opponent());
    let prompt = Text::new(
        format!(
            "{} to play. Connect the marked {en} stones so that {} cannot cut them apart.",
            capitalise(en),
            capitalise(them_en)
        ),
        format!("{zh}先。把标记的{zh}子连接起来，不让{them_zh}棋切断。"),
    );
    let mut made = Made::new(
        position(board, learner)?,
        prompt,
        AnswerForm::Move,
        Solution::Moves(right),
        Detail::Pair(a, b),
    );
    made.marks = words::marks(MarkKind::Triangle, &stones);
    Some(made)
}

/// Judges an attempt at a connection problem.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let Detail::Pair(a, b) = problem.detail else {
        return words::wrong_form(problem);
    };
    let v = match words::legal_move(problem, attempt) {
        Ok(v) => v,
        Err(verdict) => return verdict,
    };
    let size = problem.size();
    let board = problem.position.board();
    let learner = problem.learner();
    let next = after(board, v, learner);
    let (me_en, me_zh) = colour_word(learner);
    let (them_en, them_zh) = colour_word(learner.opponent());
    let stones_after = sorted([next.chain(a), next.chain(b)].concat());
    if problem.solution.moves().is_some_and(|m| m.contains(&v)) {
        let explanation = match connection(board, a, b, learner, v) {
            Connection::Solid => {
                let libs = next.liberty_count(a);
                Text::new(
                    format!(
                        "Connected: the marked stones are one chain now, with {}.",
                        liberties_en(libs)
                    ),
                    format!("连上了：标记的{me_zh}子成了一块棋，有{libs}口气。"),
                )
            }
            Connection::TigerMouth(c) => {
                let p = pt(c, size);
                if legal(&next, c, learner.opponent()) {
                    let cut = after(&next, c, learner.opponent());
                    let take = pt(Few::of(&cut, c).list()[0], size);
                    Text::new(
                        format!(
                            "A tiger's mouth (虎口). If {} cuts at {p}, that stone is in atari and {} takes it at {take}.",
                            capitalise(them_en),
                            capitalise(me_en)
                        ),
                        format!(
                            "这是虎口。{them_zh}棋如果在{p}切断，这个子被叫吃，{me_zh}棋在{take}提掉它。"
                        ),
                    )
                } else {
                    Text::new(
                        format!(
                            "A tiger's mouth (虎口). {} cannot even play at {p}: it is a forbidden point.",
                            capitalise(them_en)
                        ),
                        format!("这是虎口。{p}是{them_zh}棋的禁着点，{them_zh}棋不能在那里切断。"),
                    )
                }
            }
            Connection::Other => Text::new(
                format!(
                    "Wherever {} plays, {} can still join the marked stones.",
                    capitalise(them_en),
                    capitalise(me_en)
                ),
                format!("不管{them_zh}棋下在哪里，{me_zh}棋都能把标记的子连上。"),
            ),
        };
        return Verdict {
            correct: true,
            legal: true,
            explanation,
            marks: words::marks(MarkKind::Triangle, &stones_after),
            ..Verdict::default()
        };
    }
    let cut = Link::new(board, a, b, learner).cut(&next, MORE_MOVES).ok().flatten();
    match cut {
        Some(Cut::At(r)) => {
            let then = after(&next, r, learner.opponent());
            let left = sorted(
                [a, b]
                    .into_iter()
                    .filter(|&s| then.get(s) == Some(learner))
                    .flat_map(|s| then.chain(s))
                    .collect(),
            );
            Verdict {
                legal: true,
                explanation: Text::new(
                    format!(
                        "{} cuts at {}: {} cannot join the marked stones any more.",
                        capitalise(them_en),
                        pt(r, size),
                        capitalise(me_en)
                    ),
                    format!("{them_zh}棋在{}切断，标记的{me_zh}子连不上了。", pt(r, size)),
                ),
                refutation: Some(r),
                marks: [
                    words::marks(MarkKind::Triangle, &left),
                    words::marks(MarkKind::Cross, &[r]),
                ]
                .concat(),
                ..Verdict::default()
            }
        }
        _ => Verdict {
            legal: true,
            explanation: Text::new(
                "That does not connect them.",
                format!("这样连不上标记的{me_zh}子。"),
            ),
            marks: words::marks(MarkKind::Triangle, &stones_after),
            ..Verdict::default()
        },
    }
}

