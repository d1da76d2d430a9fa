//! Ko threats (劫材, unit 16): the opponent has just taken a ko, so the learner may not take it
//! back at once; find a move the opponent must answer first.
//!
//! The problem carries a short history (see [`Problem::history`]): the set-up has the
//! learner's stone on the ko point, and the opponent's last move takes it. The engine's own ko
//! rule then refuses the immediate retake, with its `ko` verdict, on the page's board as here.
//!
//! Positions are built, turned and mirrored into the corners: the ko on the edge (or, from
//! difficulty 3, in the middle: the textbook shape of four stones around each point) in one
//! corner; in the opposite corner an opponent chain crawling along the first line under the
//! learner's wall with two liberties at its open end (two stones at 1, up to four at 5), or from
//! 3, half the time, two opponent stones cut off away from the edge with two liberties; from 2
//! the learner's own crawling chain with two liberties in a third corner (saving it is no
//! threat), and from 4 an opponent chain with three liberties in the fourth (a move there
//! leaves it two: no threat either).
//!
//! **What counts as a threat**, read by the engine on every legal move `m` of the learner but
//! the retake: `m` is a threat when, if the opponent ignores it and resolves the ko by filling
//! the ko point (粘劫, 消劫), the learner captures a chain of two stones or more at once. A
//! position is kept only when that reading is the only one: nothing is in atari but the stone
//! that took the ko, no move captures, and every move that puts an opponent chain in atari is a
//! threat of two stones or more whose stone keeps two liberties and which the opponent can
//! answer by extending at the chain's last liberty to two liberties or more, after which the
//! learner may take the ko back (the line the page plays). Every other move puts nothing in
//! atari, so the opponent's fill is the whole refutation.

use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Game, IllegalMove, Position, RuleSet, Vertex};

use super::shape::Symmetry;
use super::words::{self, capitalise, colour_word, pt, sorted};
use super::{AnswerForm, Ctx, Detail, Made, Problem, Solution, Verdict};

pub(crate) fn ko_threat(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let d = ctx.difficulty;
    let learner = if rng.below(2) == 0 { Color::Black } else { Color::White };
    let opponent = learner.opponent();
    let mut stones = Stones::default();
    let ko_corner = Symmetry::random(rng);
    let middle = d == 5 || (d >= 3 && rng.below(2) == 0);
    let (point, taker) = if middle {
        stones.middle_ko(ctx, ko_corner, learner, rng)?
    } else {
        stones.edge_ko(ctx, ko_corner, learner, rng)?
    };
    let n = [2, 2 + rng.below(2), 3, 3 + rng.below(2), 4][usize::from(d) - 1];
    if d >= 3 && rng.below(2) == 0 {
        stones.cut_off(ctx, ko_corner.opposite(rng), opponent, rng)?;
    } else {
        stones.crawl(ctx, ko_corner.opposite(rng), opponent, n, 1, rng)?;
    }
    if d >= 2 {
        stones.crawl(ctx, ko_corner.beside(rng), learner, 2 + rng.below(2), 1, rng)?;
    }
    if d >= 4 {
        stones.crawl(ctx, ko_corner.opposite(rng).beside(rng), opponent, 2 + rng.below(2), 2, rng)?;
    }
    // The learner's stone on the ko point, which the opponent's last move takes.
    stones.put(Some(point), learner)?;
    let start = Position::from_stones(ctx.size, &stones.0, opponent).ok()?;
    let mut game = Game::from_position(start.clone(), RuleSet::Chinese.rules());
    if game.play(taker).ok()?.captured != [point] || game.check(point) != Err(IllegalMove::Ko(point)) {
        return None;
    }
    let right = threats_of(&game, point, taker)?;
    if right.is_empty() || right.len() > 4 {
        return None;
    }
    let first = threat(&game, right[0], point, taker)?;
    let mut made = Made::new(
        game.position(),
        prompt(&game, point, taker),
        AnswerForm::Move,
        Solution::Moves(right.clone()),
        Detail::Ko { point, taker },
    );
    made.start = start;
    made.history = vec![taker];
    made.line = vec![right[0], first.answer, point];
    Some(made)
}

/// The stones of a position being built.
#[derive(Default)]
pub(crate) struct Stones(pub Vec<(Vertex, Color)>);

impl Stones {
    /// Puts a stone, refusing a point off the board or already taken.
    pub(crate) fn put(&mut self, v: Option<Vertex>, color: Color) -> Option<()> {
        let v = v?;
        if self.0.iter().any(|&(s, _)| s == v) {
            return None;
        }
        self.0.push((v, color));
        Some(())
    }

    /// A ko on the edge, `i` points from the corner (local coordinates, row 0 the edge): the
    /// opponent's stones at (i, 0), (i, 1), (i + 1, 1); the ko point (i + 1, 0); the stone
    /// that takes it at (i + 2, 0), against the learner's (i + 3, 0), (i + 3, 1), (i + 2, 1).
    pub(crate) fn edge_ko(&mut self, ctx: &Ctx, s: Symmetry, learner: Color, rng: &mut Rng) -> Option<(Vertex, Vertex)> {
        let size = ctx.size;
        let i = 1 + rng.below(2) as i16;
        for (x, y) in [(i, 0), (i, 1), (i + 1, 1)] {
            self.put(s.apply(size, x, y), learner.opponent())?;
        }
        for (x, y) in [(i + 3, 0), (i + 3, 1), (i + 2, 1)] {
            self.put(s.apply(size, x, y), learner)?;
        }
        Some((s.apply(size, i + 1, 0)?, s.apply(size, i + 2, 0)?))
    }

    /// A ko away from the edge: the ko point `(a, b)` between three opponent stones, the stone
    /// that takes it at `(a + 1, b)` between three of the learner's.
    pub(crate) fn middle_ko(&mut self, ctx: &Ctx, s: Symmetry, learner: Color, rng: &mut Rng) -> Option<(Vertex, Vertex)> {
        let size = ctx.size;
        let (a, b) = (2 + rng.below(2) as i16, 2 + rng.below(2) as i16);
        for (x, y) in [(a - 1, b), (a, b - 1), (a, b + 1)] {
            self.put(s.apply(size, x, y), learner.opponent())?;
        }
        for (x, y) in [(a + 1, b - 1), (a + 1, b + 1), (a + 2, b)] {
            self.put(s.apply(size, x, y), learner)?;
        }
        Some((s.apply(size, a, b)?, s.apply(size, a + 1, b)?))
    }

    /// Two of `owner`'s stones cut off away from the edge, `(a, b)` and `(a + 1, b)` (local
    /// coordinates), the other side's stones on four of their sides, leaving the two liberties
    /// `(a + 2, b)` and `(a + 1, b + 1)`.
    pub(crate) fn cut_off(&mut self, ctx: &Ctx, s: Symmetry, owner: Color, rng: &mut Rng) -> Option<()> {
        let size = ctx.size;
        let (a, b) = (2 + rng.below(2) as i16, 2 + rng.below(2) as i16);
        for (x, y) in [(a, b), (a + 1, b)] {
            self.put(s.apply(size, x, y), owner)?;
        }
        for (x, y) in [(a - 1, b), (a, b - 1), (a + 1, b - 1), (a, b + 1)] {
            self.put(s.apply(size, x, y), owner.opponent())?;
        }
        Some(())
    }

    /// A chain of `owner`'s `n` stones crawling along the first line from `j` (local
    /// coordinates), under a wall of the other colour on the second line that leaves `open`
    /// points above its far end empty: two liberties with `open` 1 (above the last stone and
    /// beside it on the edge), three with 2.
    pub(crate) fn crawl(&mut self, ctx: &Ctx, s: Symmetry, owner: Color, n: usize, open: usize, rng: &mut Rng) -> Option<()> {
        let size = ctx.size;
        let j = rng.below(3) as i16;
        let n = n as i16;
        for x in j..j + n {
            self.put(s.apply(size, x, 0), owner)?;
        }
        let wall = owner.opponent();
        // The wall's end at the corner side: off the board when the chain starts in the corner.
        if j > 0 {
            self.put(s.apply(size, j - 1, 0), wall)?;
            self.put(s.apply(size, j - 1, 1), wall)?;
        }
        for x in j..j + n - open as i16 {
            self.put(s.apply(size, x, 1), wall)?;
        }
        Some(())
    }
}

/// One stone of each chain of `color` in atari, leaving out the chain through `except`.
pub(crate) fn in_atari(game: &Game, color: Color, except: Vertex) -> Vec<Vertex> {
    let board = game.board();
    board
        .chain_representatives()
        .into_iter()
        .filter(|&(v, c)| c == color && board.liberties(v).len() == 1 && !board.chain(v).contains(&except))
        .map(|(v, _)| v)
        .collect()
}

/// A ko threat the engine has read: the chain it puts in atari, where the learner takes it if
/// the opponent fills the ko instead, and the opponent's answer.
pub(crate) struct Threat {
    /// The opponent's stones in atari after the threat (sorted).
    pub stones: Vec<Vertex>,
    /// Where the learner captures them after the opponent's fill.
    pub capture_at: Vertex,
    /// The opponent's answer: extending at the chain's last liberty (two liberties or more
    /// after it), after which the learner may take the ko back.
    pub answer: Vertex,
}

/// The threat the learner's move `m` makes in `game` (the ko at `point`, taken by `taker`
/// with the last move), if it is one and the opponent can answer it; `None` otherwise.
pub(crate) fn threat(game: &Game, m: Vertex, point: Vertex, taker: Vertex) -> Option<Threat> {
    let learner = game.to_move();
    let mut threatened = game.clone();
    threatened.play(m).ok()?;
    // The opponent ignores it and resolves the ko; the learner takes two stones or more.
    let mut filled = threatened.clone();
    filled.play(point).ok()?;
    let board = filled.board();
    let (stone, capture_at) = in_atari(&filled, learner.opponent(), point)
        .into_iter()
        .filter(|&v| board.chain(v).len() >= 2)
        .find_map(|v| {
            let at = board.liberties(v)[0];
            filled.check(at).is_ok().then_some((v, at))
        })?;
    // The opponent answers instead by extending at the chain's last liberty...
    let stones = sorted(threatened.board().chain(stone));
    let libs = threatened.board().liberties(stone);
    let [answer] = libs[..] else { return None };
    let mut answered = threatened;
    answered.play(answer).ok()?;
    if answered.board().liberties(stone).len() < 2 {
        return None;
    }
    // ...and the learner may now take the ko back.
    (answered.play(point).ok()?.captured == [taker]).then_some(Threat { stones, capture_at, answer })
}

/// Every threat of the position (sorted), or `None` when the position has another reading: a
/// chain in atari besides the stone that took the ko, a move that captures, or an atari that
/// is not a threat the opponent can answer.
fn threats_of(game: &Game, point: Vertex, taker: Vertex) -> Option<Vec<Vertex>> {
    let learner = game.to_move();
    let opponent = learner.opponent();
    if !in_atari(game, learner, point).is_empty() || !in_atari(game, opponent, taker).is_empty() {
        return None;
    }
    let size = game.size();
    let mut right = Vec::new();
    for y in 0..size.height {
        for x in 0..size.width {
            let m = Vertex::new(x, y);
            if m == point || game.board().get(m).is_some() {
                continue;
            }
            let mut after = game.clone();
            let Ok(record) = after.play(m) else { continue };
            if !record.captured.is_empty() || after.check(point).is_err() {
                return None;
            }
            let ataris = in_atari(&after, opponent, taker);
            if ataris.is_empty() {
                // Nothing in atari: the opponent's fill cannot leave anything to take either.
                continue;
            }
            let strong = after.board().liberties(m).len() >= 2;
            let big = ataris.iter().all(|&v| after.board().chain(v).len() >= 2);
            if !(strong && big && threat(game, m, point, taker).is_some()) {
                return None;
            }
            right.push(m);
        }
    }
    Some(right)
}

/// "White has just taken the ko at D1. Black to play: ..."
fn prompt(game: &Game, point: Vertex, taker: Vertex) -> Text {
    let size = game.size();
    let (me_en, me_zh) = colour_word(game.to_move());
    let (them_en, them_zh) = colour_word(game.to_move().opponent());
    let (p, t) = (pt(point, size), pt(taker, size));
    Text::new(
        format!(
            "{} has just taken the ko at {t} (the last move). {} to play: you may not take it back at {p} at once. Find a ko threat (劫材): a move {} must answer.",
            capitalise(them_en),
            capitalise(me_en),
            capitalise(them_en)
        ),
        format!("{them_zh}棋刚在{t}提劫（最后一手）。{me_zh}先：不能马上在{p}提回。请找一个劫材：{them_zh}棋必须应的一手。"),
    )
}

/// Judges a move: a threat is right (its line: the answer, then the learner's retake); the
/// retake is the rules' `ko` verdict; any other move is answered by the opponent's fill.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let Detail::Ko { point, taker } = problem.detail else {
        return words::wrong_form(problem);
    };
    let size = problem.size();
    let (them_en, them_zh) = colour_word(problem.learner().opponent());
    let them = capitalise(them_en);
    let (p, t) = (pt(point, size), pt(taker, size));
    let m = match words::legal_move(problem, attempt) {
        Ok(m) => m,
        Err(mut verdict) => {
            if verdict.reason == Some("ko") {
                verdict.explanation = verdict.explanation.join(&Text::new(
                    format!("{them} took it with the last move, at {t}."),
                    format!("{them_zh}棋上一手刚在{t}提劫。"),
                ));
                verdict.marks = vec![crate::lesson::Mark::new(MarkKind::Circle, point)];
            }
            return verdict;
        }
    };
    let game = problem.game();
    let at = pt(m, size);
    if let Some(th) = threat(&game, m, point, taker) {
        let n = th.stones.len();
        let (c, a) = (pt(th.capture_at, size), pt(th.answer, size));
        return Verdict {
            correct: true,
            legal: true,
            explanation: Text::new(
                format!(
                    "A ko threat (劫材): {at} puts {n} {them_en} stones in atari. If {them} connects the ko at {p} (消劫), you capture them at {c}. So {them} answers at {a}, and now you may take the ko back at {p}.",
                ),
                format!(
                    "这是劫材：{at}叫吃{them_zh}棋{n}个子。{them_zh}棋如果在{p}粘劫（消劫），你就在{c}提掉这{n}个子。所以{them_zh}棋在{a}应劫材，现在你可以在{p}提回这个劫了。"
                ),
            ),
            marks: words::marks(MarkKind::Triangle, &th.stones),
            line: vec![th.answer, point],
            ..Verdict::default()
        };
    }
    // Which of the reasons holds, from the engine: the problem is made so that it is the first.
    let mut after = game;
    let _ = after.play(m);
    let why = if in_atari(&after, problem.learner().opponent(), taker).is_empty() {
        Text::new(
            format!("it puts no {them_en} stones in atari"),
            format!("它没有叫吃{them_zh}棋的子"),
        )
    } else {
        Text::new(
            format!("it threatens nothing {them} must answer"),
            format!("它没有{them_zh}棋必须应的威胁"),
        )
    };
    Verdict {
        correct: false,
        legal: true,
        explanation: Text::new(
            format!(
                "{at} is not a ko threat: {}, so {them} need not answer it and connects the ko at {p} (消劫). The ko is over.",
                why.en
            ),
            format!("{at}不是劫材：{}，{them_zh}棋可以不理，在{p}粘劫（消劫），这个劫就结束了。", why.zh),
        ),
        refutation: Some(point),
        ..Verdict::default()
    }
}
