//! Goals: engine predicates on the position after the learner's move, each with an
//! explanation in both languages of why it holds or why not.

use crate::{Color, Game, Move, Vertex};

use super::figure::{Mark, count};
use super::format::{CountSpec, Goal, LibertyGoal, MarkKind, Text};
use super::parse_point;
use super::reading;
use super::search::{self, eyes, neighbours};
use super::words::{fill, liberties, pt, pts, same, side, stones, your_stones};

/// What an exercise's goals are evaluated against.
pub(crate) struct Ctx<'a> {
    /// The position the exercise started from.
    pub start: &'a Game,
    /// The learner's colour.
    pub learner: Color,
    pub handicap: u32,
}

/// A goal's verdict.
#[derive(Debug, Clone, Default)]
pub(crate) struct Outcome {
    pub met: bool,
    pub text: Text,
    pub marks: Vec<Mark>,
    /// An opponent move the explanation talks about (a capture, a move that lives or kills).
    pub refutation: Option<Vertex>,
    /// A reading goal the engine could not decide within its budget (not met, and the
    /// checker says so instead of trusting the exercise).
    pub undecided: bool,
    /// A reading goal reached for good (captured): nothing more to answer.
    pub settled: bool,
}

impl Outcome {
    pub(crate) fn yes(text: Text) -> Outcome {
        Outcome { met: true, text, ..Outcome::default() }
    }

    pub(crate) fn no(text: Text) -> Outcome {
        Outcome { met: false, text, ..Outcome::default() }
    }

    pub(crate) fn settled(mut self) -> Outcome {
        self.settled = true;
        self
    }

    pub(crate) fn with_marks(mut self, kind: MarkKind, points: &[Vertex]) -> Outcome {
        for &v in points {
            if !self.marks.iter().any(|m| m.at == [v.x, v.y] && m.kind == kind) {
                self.marks.push(Mark::new(kind, v));
            }
        }
        self
    }
}

fn point(s: &str, game: &Game) -> Option<Vertex> {
    parse_point(s, game.size()).ok()
}

/// The point of the last move, if it was a stone (goals are evaluated right after the
/// learner's move).
fn last_play(game: &Game) -> Option<Vertex> {
    game.last_move().and_then(|m| match m.mv {
        Move::Play(v) => Some(v),
        Move::Pass => None,
    })
}

/// Evaluates a goal on `game`, the position after the learner's move.
pub(crate) fn evaluate(goal: &Goal, ctx: &Ctx, game: &Game) -> Outcome {
    let size = game.size();
    let board = game.board();
    let learner = ctx.learner;
    let opponent = learner.opponent();
    match goal {
        Goal::CaptureAtLeast(n) => {
            let taken = game.captures(learner).saturating_sub(ctx.start.captures(learner));
            if taken >= *n && taken > 0 {
                return Outcome::yes(fill("You captured {}.", "你提掉了{}。", &[&stones(taken as usize)]));
            }
            if taken >= *n {
                return Outcome::yes(Text::default());
            }
            // Which opponent chain is still on the board, and how many liberties it keeps: the
            // one next to the move, or else the one closest to capture.
            let adjacent = last_play(game).and_then(|v| search::neighbours(game, v).into_iter().find(|&n| board.get(n) == Some(opponent)));
            let weakest = || board.chain_representatives().into_iter().filter(|&(_, c)| c == opponent).min_by_key(|&(v, _)| board.liberty_count(v)).map(|(v, _)| v);
            if let Some(v) = adjacent.or_else(weakest) {
                let libs = board.liberties(v);
                let chain = board.chain(v);
                let o = Outcome::no(fill(
                    "Nothing captured yet: {0}'s {1} at {2} still {3} {4}.",
                    "还没有提子：{0}在{2}的棋子还有{4}。",
                    &[
                        &side(opponent),
                        &Text::new(if chain.len() == 1 { "stone" } else { "stones" }, ""),
                        &same(pt(chain[0], size)),
                        &Text::new(if chain.len() == 1 { "has" } else { "have" }, ""),
                        &liberties(libs.len()),
                    ],
                ));
                return if adjacent.is_some() { o.with_marks(MarkKind::Circle, &libs) } else { o };
            }
            let need = if *n == 1 { Text::new("a stone", "一个子") } else { stones(*n as usize) };
            Outcome::no(fill("This move does not capture {}.", "这步棋没有提掉{}。", &[&need]))
        }
        Goal::Captured(at) => {
            let Some(v) = point(at, game) else {
                return Outcome::no(Text::default());
            };
            let was = ctx.start.board().get(v);
            if was.is_some() && board.get(v) != was {
                Outcome::yes(fill("The stone at {} is captured.", "{}的棋子被提掉了。", &[&same(pt(v, size))]))
            } else {
                let libs = board.liberties(v);
                Outcome::no(fill("The stone at {} is still on the board: it has {} ({}).", "{}的棋子还在棋盘上：它还有{}（{}）。", &[&same(pt(v, size)), &liberties(libs.len()), &pts(&libs, size)]))
                    .with_marks(MarkKind::Circle, &libs)
            }
        }
        Goal::ChainLiberties(LibertyGoal { at, equals, at_least, at_most }) => {
            let Some(v) = point(at, game) else {
                return Outcome::no(Text::default());
            };
            if board.get(v).is_none() {
                let n = ctx.start.board().chain(v).len();
                return Outcome::no(fill("{0} at {1} {2} captured.", "{1}的棋子被提掉了。", &[&super::words::the_stones(n), &same(pt(v, size)), &super::words::en(n, "was", "were")]));
            }
            let libs = board.liberties(v);
            let n = libs.len() as u32;
            let met = equals.is_none_or(|e| n == e) && at_least.is_none_or(|a| n >= a) && at_most.is_none_or(|a| n <= a);
            let owner = board.get(v).map(side).unwrap_or_default();
            let mut text = fill("The {} chain at {} has {}: {}.", "{}在{}的棋子有{}：{}。", &[&lower(&owner), &same(pt(v, size)), &liberties(libs.len()), &pts(&libs, size)]);
            if !met {
                let wanted = match (equals, at_least, at_most) {
                    (Some(e), _, _) => fill("It should have exactly {}.", "应该正好是{}。", &[&liberties(*e as usize)]),
                    (None, Some(a), _) => fill("It should have at least {}.", "至少应该有{}。", &[&liberties(*a as usize)]),
                    (None, None, Some(a)) => fill("It should have at most {}.", "最多应该有{}。", &[&liberties(*a as usize)]),
                    _ => Text::default(),
                };
                text = text.join(&wanted);
            }
            Outcome { met, text, ..Outcome::default() }.with_marks(MarkKind::Circle, &libs)
        }
        Goal::NoChainInAtari(color) => {
            let chains = game.chains_in_atari(*color);
            let Some(chain) = chains.first() else {
                return Outcome::yes(fill("No {} chain is in atari.", "{}没有被叫吃的棋子。", &[&lower(&side(*color))]));
            };
            let libs = board.liberties(chain[0]);
            let last = libs.first().copied();
            let mut o = if *color == learner {
                let capture_now = last.filter(|&l| game.to_move() != learner && game.check(l).is_ok());
                let mut o = Outcome::no(fill(
                    "{0} can now capture your {1} at {2} by playing at {3}.",
                    "{0}现在下在{3}，就能提掉你在{2}的{1}。",
                    &[&side(opponent), &your_stones(chain.len()), &pts(chain, size), &pts(&libs, size)],
                ));
                if game.to_move() == learner {
                    // The opponent's reply was played: say it plainly.
                    o = Outcome::no(fill(
                        "Your {0} at {1} {3} in atari: only {2} is left.",
                        "你在{1}的{0}被叫吃了：只剩{2}一口气。",
                        &[&your_stones(chain.len()), &pts(chain, size), &pts(&libs, size), &Text::new(if chain.len() == 1 { "is" } else { "are" }, "")],
                    ));
                }
                o.refutation = capture_now;
                o
            } else {
                Outcome::no(fill(
                    "{0}'s {3} at {1} {4} still in atari (last liberty {2}).",
                    "{0}在{1}的棋子还被叫吃（最后一口气{2}）。",
                    &[&side(*color), &pts(chain, size), &pts(&libs, size), &super::words::en(chain.len(), "stone", "stones"), &super::words::en(chain.len(), "is", "are")],
                ))
            };
            o = o.with_marks(MarkKind::Triangle, chain);
            if let Some(l) = last {
                o = o.with_marks(MarkKind::Circle, &[l]);
            }
            o
        }
        Goal::AnyChainInAtari(color) => {
            let chains = game.chains_in_atari(*color);
            match chains.first() {
                Some(chain) => {
                    let libs = board.liberties(chain[0]);
                    Outcome::yes(fill(
                        "Atari! {0}'s {3} at {1} {4} one liberty left: {2}.",
                        "叫吃！{0}在{1}的棋子只剩一口气：{2}。",
                        &[&side(*color), &pts(chain, size), &pts(&libs, size), &super::words::en(chain.len(), "stone", "stones"), &super::words::en(chain.len(), "has", "have")],
                    ))
                    .with_marks(MarkKind::Triangle, chain)
                    .with_marks(MarkKind::Circle, &libs)
                }
                None => Outcome::no(fill("No {} chain is in atari: each still has two or more liberties.", "{}的棋子都还有两口以上的气，没有被叫吃。", &[&lower(&side(*color))])),
            }
        }
        Goal::TwoRealEyes(at) => {
            let Some(v) = point(at, game) else {
                return Outcome::no(Text::default());
            };
            if board.get(v).is_none() {
                return Outcome::no(fill("The group at {} was captured.", "{}的棋被提掉了。", &[&same(pt(v, size))]));
            }
            let (real, fake) = eyes(game, v);
            if real.len() >= 2 {
                return Outcome::yes(fill("Two real eyes ({}): the group cannot be captured.", "两个真眼（{}）：这块棋活了。", &[&pts(&real, size)])).with_marks(MarkKind::Circle, &real);
            }
            let mut text = match real.as_slice() {
                [] => Text::new("The group has no real eye yet.", "这块棋还没有真眼。"),
                [one] => fill("The group has only one real eye ({}).", "这块棋只有一只真眼（{}）。", &[&same(pt(*one, size))]),
                _ => Text::default(),
            };
            if !fake.is_empty() {
                text = text.join(&fill("{} is a false eye: the stones around it can be cut apart and captured.", "{}是假眼：它周围的棋子可以被分开吃掉。", &[&pts(&fake, size)]));
            }
            Outcome::no(text).with_marks(MarkKind::Circle, &real).with_marks(MarkKind::Cross, &fake)
        }
        Goal::Alive(at) | Goal::Live(at) => {
            let Some(v) = point(at, game) else {
                return Outcome::no(Text::default());
            };
            reading::live(game, v)
        }
        Goal::Dead(at) | Goal::Kill(at) => {
            let Some(v) = point(at, game) else {
                return Outcome::no(Text::default());
            };
            reading::kill(game, v)
        }
        Goal::CaptureWithin(c) => {
            let Some(v) = point(&c.at, game) else {
                return Outcome::no(Text::default());
            };
            reading::capture_within(ctx, game, v, c.moves.unwrap_or(reading::DEFAULT_CAPTURE_MOVES))
        }
        Goal::WinRace(at) => {
            let Some(v) = point(at, game) else {
                return Outcome::no(Text::default());
            };
            reading::win_race(ctx, game, v)
        }
        Goal::Seki(at) => {
            let Some(v) = point(at, game) else {
                return Outcome::no(Text::default());
            };
            reading::seki(ctx, game, v)
        }
        Goal::StoneAt(at) => {
            let Some(v) = point(at, game) else {
                return Outcome::no(Text::default());
            };
            if board.get(v) == Some(learner) {
                Outcome::yes(fill("Your stone is on {}.", "你的棋子在{}上。", &[&same(pt(v, size))])).with_marks(MarkKind::Circle, &[v])
            } else {
                let played = last_play(game).map(|p| pt(p, size));
                let mut o = match played {
                    Some(p) => Outcome::no(fill("You played at {}, not {}.", "你下在了{}，不是{}。", &[&same(p), &same(pt(v, size))])),
                    None => Outcome::no(fill("Put a stone on {}.", "请把棋子放在{}上。", &[&same(pt(v, size))])),
                };
                o = o.with_marks(MarkKind::Circle, &[v]);
                o
            }
        }
        Goal::Connected(list) => {
            let points: Vec<Vertex> = list.iter().filter_map(|s| point(s, game)).collect();
            connection(game, learner, &points, true)
        }
        Goal::Cut(list) => {
            let points: Vec<Vertex> = list.iter().filter_map(|s| point(s, game)).collect();
            connection(game, opponent, &points, false)
        }
        Goal::Not(inner) => {
            let o = evaluate(inner, ctx, game);
            let mut flipped = Outcome { met: !o.met, text: o.text, marks: o.marks, ..Outcome::default() };
            flipped.undecided = o.undecided;
            flipped
        }
        Goal::StoneCount(g) => {
            let n = board.stone_count(g.color) as u32;
            if n >= g.at_least {
                Outcome::yes(fill("{} has {} on the board.", "棋盘上有{}的{}。", &[&side(g.color), &stones(n as usize)]))
            } else {
                Outcome::no(fill("{} has only {} on the board.", "棋盘上只有{}的{}。", &[&side(g.color), &stones(n as usize)]))
            }
        }
        Goal::GameOver(wanted) => {
            if game.is_over() == *wanted {
                Outcome::yes(if *wanted { Text::new("Both players passed in a row: the game is over.", "双方连续虚着（停一手）：对局结束。") } else { Text::default() })
            } else if *wanted {
                Outcome::no(Text::new("The game is not over yet.", "对局还没有结束。"))
            } else {
                Outcome::no(Text::new("The game has ended.", "对局已经结束了。"))
            }
        }
        Goal::WinsCount(g) => match count(game, ctx.handicap, &CountSpec { dead: with_new_dead(game, ctx.start, &g.dead) }) {
            Ok(s) => {
                let totals = fill(
                    "Black {}, White {}: {}.",
                    "黑{}子，白{}子：{}。",
                    &[&same(super::words::number(s.black.total)), &same(super::words::number(s.white.total)), &Text::new(s.result_en.clone(), s.result_zh.clone())],
                );
                Outcome { met: s.winner == Some(g.color), text: totals, ..Outcome::default() }
            }
            Err(e) => Outcome::no(same(e)),
        },
        Goal::All(goals) => {
            let mut text = Text::default();
            let mut marks = Vec::new();
            for g in goals {
                let o = evaluate(g, ctx, game);
                if !o.met {
                    return o;
                }
                text = text.join(&o.text);
                marks.extend(o.marks);
            }
            Outcome { met: true, text, marks, ..Outcome::default() }
        }
        Goal::Any(goals) => {
            let mut first_failure = None;
            for g in goals {
                let o = evaluate(g, ctx, game);
                if o.met {
                    return o;
                }
                first_failure.get_or_insert(o);
            }
            first_failure.unwrap_or_default()
        }
    }
}

/// The search behind a reading goal that goes on after a correct move (the engine answering),
/// or None for other goals. For `live`, the engine keeps attacking until the group has two
/// eyes when it can get them, and accepts seki otherwise.
pub(crate) fn reading_aim(goal: &Goal, ctx: &Ctx, game: &Game) -> Option<reading::ReadingAim> {
    let v = |s: &str| point(s, game);
    Some(match goal {
        Goal::CaptureWithin(c) => reading::ReadingAim::Capture(v(&c.at)?),
        Goal::WinRace(at) => reading::ReadingAim::Race(v(at)?),
        Goal::Live(at) => reading::ReadingAim::Live(v(at)?),
        Goal::Kill(at) => reading::ReadingAim::Kill(v(at)?),
        _ => {
            let _ = ctx;
            return None;
        }
    })
}

/// `connected` (the owner's stones at the points are one chain) or `cut` (they are in
/// different chains and no single move of their owner joins them).
fn connection(game: &Game, owner: Color, points: &[Vertex], want_connected: bool) -> Outcome {
    let size = game.size();
    let board = game.board();
    let lost: Vec<Vertex> = points.iter().copied().filter(|&p| board.get(p) != Some(owner)).collect();
    if !lost.is_empty() {
        let t = fill("The stones at {} are no longer on the board.", "{}的棋子已经不在棋盘上了。", &[&pts(&lost, size)]);
        return if want_connected { Outcome::no(t) } else { Outcome::yes(t) };
    }
    let chain = board.chain(points[0]);
    let one = points.iter().all(|p| chain.contains(p));
    if want_connected {
        return if one {
            Outcome::yes(fill("The stones at {} are connected: one chain with {}.", "{}的棋子连在一起了：一块棋，有{}。", &[&pts(points, size), &liberties(board.liberty_count(points[0]))]))
                .with_marks(MarkKind::Selected, &chain)
        } else {
            let mut o = Outcome::no(fill("The stones at {} are still separate chains.", "{}的棋子还是分开的。", &[&pts(points, size)]));
            // Where the opponent would cut: a point next to two of the chains.
            let cut = board.empty_points().into_iter().find(|&e| {
                let around: Vec<Vertex> = neighbours(game, e).into_iter().filter(|&n| board.get(n) == Some(owner)).collect();
                points.iter().filter(|&&p| around.iter().any(|&n| board.chain(n).contains(&p))).count() >= 2 && game.check_as(owner.opponent(), e).is_ok()
            });
            if let Some(c) = cut {
                o.text = o.text.join(&fill("{} can cut at {}.", "{}可以在{}切断。", &[&side(owner.opponent()), &same(pt(c, size))]));
                if game.to_move() != owner {
                    o.refutation = Some(c);
                }
                o = o.with_marks(MarkKind::Cross, &[c]);
            }
            o
        };
    }
    if one {
        return Outcome::no(fill("The stones at {} are still one chain.", "{}的棋子还连在一起。", &[&pts(points, size)]));
    }
    // Can the owner join them with one move?
    let mut g = game.clone();
    if g.to_move() != owner && g.pass().is_err() {
        return Outcome::no(Text::default());
    }
    for e in g.board().empty_points() {
        if g.play(e).is_ok() {
            let c = g.board().chain(points[0]);
            let joined = points.iter().all(|p| c.contains(p));
            g.undo();
            if joined {
                let mut o = Outcome::no(fill("{} can still connect at {}.", "{}还能在{}连上。", &[&side(owner), &same(pt(e, size))]));
                o.refutation = Some(e);
                return o.with_marks(MarkKind::Circle, &[e]);
            }
        }
    }
    Outcome::yes(fill("Cut: the stones at {} can no longer be joined.", "切断了：{}的棋子再也连不上了。", &[&pts(points, size)]))
}

/// "Black" → "black" in English (the Chinese is unchanged).
fn lower(t: &Text) -> Text {
    Text { en: t.en.to_lowercase(), zh: t.zh.clone() }
}

/// Whether a group would be in danger: after `game`'s last move by the learner, an opponent
/// move captures learner stones. Returns the stones and the capturing point.
pub(crate) fn danger(game: &Game, learner: Color) -> Option<(Vec<Vertex>, Vertex)> {
    if game.to_move() == learner || game.is_over() {
        return None;
    }
    for chain in game.chains_in_atari(learner) {
        if let Some(&l) = game.board().liberties(chain[0]).first()
            && game.check(l).is_ok()
        {
            return Some((chain, l));
        }
    }
    None
}

/// The dead stones for a count after the learner's moves: the ones the lesson names, and any
/// stone played since the start that the engine's estimate finds dead (an invasion that cannot
/// live does not count as alive).
fn with_new_dead(game: &Game, start: &Game, dead: &[String]) -> Vec<String> {
    let size = game.size();
    let mut out: Vec<String> = dead.to_vec();
    let board = game.board();
    let estimate = crate::score::estimate(board, &crate::score::EstimateOptions::default());
    for v in estimate.dead {
        if board.get(v).is_some() && start.board().get(v) != board.get(v) {
            out.push(v.to_gtp(size));
        }
    }
    out
}
