//! May it be taken back now? (能不能提回, unit 16): a capture has just been played, and the
//! question is whether the side to move may play on the point it emptied, which would take the
//! capturing stone back. The answer is the rules' own (`Game::check` on the problem's game,
//! whose history holds the capture): `forbidden` for the `ko` verdict, `allowed` for a legal
//! move.
//!
//! Four stories, each a short history (see [`super::Problem::history`]) played on a position
//! built as for `ko-threat` (its ko shapes and crawling chains, `super::ko`):
//!
//! * **just taken**: the opponent has just taken one stone at a ko: forbidden;
//! * **two taken** (from 1): the opponent's stone took two stones and is left in atari on one of
//!   their points: allowed, it is not a ko (the board cannot repeat);
//! * **after an exchange** (from 2): the opponent took the ko, the learner played a ko threat
//!   (read as `ko-threat` reads it) and the opponent answered: allowed now;
//! * **taken back** (from 3): as the last, and then the learner took the ko back; the side to
//!   move is now the first taker, who may not retake at once: forbidden.
//!
//! Half the problems are forbidden and half allowed. The verdict marks the point (a cross when
//! it is forbidden) or the stone the move would take (a triangle).

use crate::lesson::{Attempt, Mark, MarkKind, Text};
use crate::rng::Rng;
use crate::{Color, Game, IllegalMove, Position, RuleSet, Vertex};

use super::ko::{Stones, threat};
use super::shape::Symmetry;
use super::words::{self, capitalise, colour_word, pt};
use super::{AnswerForm, Choice, Ctx, Detail, Made, Problem, Solution, Verdict};

pub(crate) const FORBIDDEN: &str = "forbidden";
pub(crate) const ALLOWED: &str = "allowed";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Story {
    JustTaken,
    TwoTaken,
    AfterExchange,
    TakenBack,
}

pub(crate) fn ko_retake(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let d = ctx.difficulty;
    let forbidden = rng.below(2) == 0;
    let story = match (forbidden, rng.below(2) == 0) {
        (true, true) if d >= 3 => Story::TakenBack,
        (true, _) => Story::JustTaken,
        (false, true) if d >= 2 => Story::AfterExchange,
        (false, _) => Story::TwoTaken,
    };
    // The side whose stone is taken first.
    let first = if rng.below(2) == 0 { Color::Black } else { Color::White };
    let mut stones = Stones::default();
    let corner = Symmetry::random(rng);
    let (point, taker, taken) = if story == Story::TwoTaken {
        two_taken(&mut stones, ctx, corner, first, rng)?
    } else {
        let (point, taker) = if d >= 3 && rng.below(2) == 0 {
            stones.middle_ko(ctx, corner, first, rng)?
        } else {
            stones.edge_ko(ctx, corner, first, rng)?
        };
        (point, taker, vec![point])
    };
    // A chain the first side can threaten (the exchange needs it; elsewhere it is the board's).
    stones.crawl(ctx, corner.opposite(rng), first.opponent(), 2 + rng.below(2), 1, rng)?;
    if d >= 2 {
        stones.crawl(ctx, corner.beside(rng), first, 2, 1, rng)?;
    }
    for &v in &taken {
        stones.put(Some(v), first)?;
    }
    let start = Position::from_stones(ctx.size, &stones.0, first.opponent()).ok()?;
    let mut game = Game::from_position(start.clone(), RuleSet::Chinese.rules());
    if game.play(taker).ok()?.captured != taken {
        return None;
    }
    let mut history = vec![taker];
    let mut question = point;
    if matches!(story, Story::AfterExchange | Story::TakenBack) {
        let size = ctx.size;
        let m = (0..size.height)
            .flat_map(|y| (0..size.width).map(move |x| Vertex::new(x, y)))
            .filter(|&v| v != point && game.board().get(v).is_none())
            .find(|&v| threat(&game, v, point, taker).is_some())?;
        let answer = threat(&game, m, point, taker)?.answer;
        game.play(m).ok()?;
        game.play(answer).ok()?;
        history.extend([m, answer]);
        if story == Story::TakenBack {
            game.play(point).ok()?;
            history.push(point);
            question = taker;
        }
    }
    let answer = match game.check(question) {
        Ok(()) => ALLOWED,
        Err(IllegalMove::Ko(_)) => FORBIDDEN,
        Err(_) => return None,
    };
    // The rules' verdict decides; the story only chose what to build (and they agree).
    if (answer == FORBIDDEN) != forbidden {
        return None;
    }
    let mut made = Made::new(
        game.position(),
        prompt(&game, &history, question),
        AnswerForm::Choice,
        Solution::Choice(answer.into()),
        Detail::Point(question),
    );
    made.options = options();
    made.marks = vec![Mark::new(MarkKind::Circle, question)];
    // The earlier moves numbered; the last carries the board's last-move mark.
    if history.len() > 1 {
        for (i, &v) in history.iter().enumerate().take(history.len() - 1) {
            if game.board().get(v).is_some() {
                made.marks.push(Mark::label(v, format!("{}", i + 1)));
            }
        }
    }
    made.start = start;
    made.history = history;
    Some(made)
}

/// Two of `first`'s stones on the edge taken by one stone, which is left in atari on one of
/// their points (local coordinates, row 0 the edge): `first` at (i, 0), (i, 1), (i + 1, 1) and
/// the two at (i + 2, 0), (i + 3, 0); the other side at (i + 4, 0), (i + 2, 1), (i + 3, 1),
/// taking at (i + 1, 0). Returns the point to take back on, the taking stone and the two taken.
fn two_taken(
    stones: &mut Stones,
    ctx: &Ctx,
    s: Symmetry,
    first: Color,
    rng: &mut Rng,
) -> Option<(Vertex, Vertex, Vec<Vertex>)> {
    let size = ctx.size;
    let i = 1 + rng.below(2) as i16;
    for (x, y) in [(i, 0), (i, 1), (i + 1, 1)] {
        stones.put(s.apply(size, x, y), first)?;
    }
    for (x, y) in [(i + 4, 0), (i + 2, 1), (i + 3, 1)] {
        stones.put(s.apply(size, x, y), first.opponent())?;
    }
    let taken = words::sorted(vec![s.apply(size, i + 2, 0)?, s.apply(size, i + 3, 0)?]);
    Some((s.apply(size, i + 2, 0)?, s.apply(size, i + 1, 0)?, taken))
}

fn options() -> Vec<Choice> {
    vec![
        Choice {
            value: FORBIDDEN.into(),
            label: Text::new("No, not at once: it is a ko", "不能：这是劫，不能马上提回"),
        },
        Choice {
            value: ALLOWED.into(),
            label: Text::new("Yes, it may be played now", "能，现在可以下"),
        },
    ]
}

/// A move of the history in words: "White D1 (takes 2 stones)" / "白D1（提2子）".
fn move_words(game: &Game, i: usize) -> Text {
    let size = game.size();
    let record = &game.moves()[i];
    let (en, zh) = colour_word(record.color);
    let at = match record.mv {
        crate::Move::Play(v) => pt(v, size),
        crate::Move::Pass => "pass".into(),
    };
    let n = record.captured.len();
    if n == 0 {
        Text::new(format!("{} {at}", capitalise(en)), format!("{zh}{at}"))
    } else {
        Text::new(
            format!("{} {at} (takes {})", capitalise(en), words::stones_en(n)),
            format!("{zh}{at}（提{n}子）"),
        )
    }
}

fn prompt(game: &Game, history: &[Vertex], question: Vertex) -> Text {
    let size = game.size();
    let (me_en, me_zh) = colour_word(game.to_move());
    let q = pt(question, size);
    let ask = Text::new(
        format!("May {} play at {q} (the circle) now?", capitalise(me_en)),
        format!("{me_zh}棋现在能不能下在{q}（画圈处）？"),
    );
    let moves: Vec<Text> = (0..history.len()).map(|i| move_words(game, i)).collect();
    let told = if moves.len() == 1 {
        Text::new(
            format!("The last move: {}.", moves[0].en),
            format!("最后一手：{}。", moves[0].zh),
        )
    } else {
        let en: Vec<String> = moves.iter().enumerate().map(|(i, t)| format!("{} {}", i + 1, t.en)).collect();
        let zh: Vec<String> = moves.iter().enumerate().map(|(i, t)| format!("{} {}", i + 1, t.zh)).collect();
        Text::new(
            format!("The last moves (numbered, the last one marked): {}.", en.join(", ")),
            format!("刚下的几手（标了号，最后一手有记号）：{}。", zh.join("，")),
        )
    };
    told.join(&ask)
}

/// Judges the choice; the explanation is the rules' verdict with the history's facts, and the
/// board shows the point crossed (forbidden) or the stone the move would take.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let Detail::Point(q) = problem.detail else {
        return words::wrong_form(problem);
    };
    let size = problem.size();
    let game = problem.game();
    let (them_en, them_zh) = colour_word(game.to_move().opponent());
    let them = capitalise(them_en);
    let Some(last) = game.last_move() else {
        return words::wrong_form(problem);
    };
    let at = match last.mv {
        crate::Move::Play(v) => pt(v, size),
        crate::Move::Pass => String::new(),
    };
    let qs = pt(q, size);
    let (explain, marks) = match game.preview(q) {
        Err(e) => {
            let rule = words::illegal(e).explanation;
            (
                Text::new(
                    format!("No. {} {them} took one stone at {qs} with the last move, at {at}.", rule.en),
                    format!("不能。{}{them_zh}棋上一手在{at}提掉了{qs}的一个子。", rule.zh),
                ),
                vec![Mark::new(MarkKind::Cross, q)],
            )
        }
        Ok(p) => {
            let n = last.captured.len();
            let text = if n >= 2 {
                Text::new(
                    format!(
                        "Yes. {them}'s last move, at {at}, took {n} stones, so taking back one at {qs} does not repeat the board: it is not a ko."
                    ),
                    format!("能。{them_zh}棋上一手在{at}提掉了{n}个子，在{qs}提回一个子不会造成全局同形，这不是劫。"),
                )
            } else {
                let h = &problem.history;
                let (taken_at, between) = (pt(h[0], size), words::pts(&h[1..], size));
                Text::new(
                    format!(
                        "Yes. Since {them} took the ko at {taken_at}, {} have been played elsewhere (a ko threat and its answer), so the board no longer repeats.",
                        between.en
                    ),
                    format!(
                        "能。{them_zh}棋在{taken_at}提劫以后，双方又在别处下了{}（找劫材、应劫材），现在提回不会造成同形。",
                        between.zh
                    ),
                )
            };
            (text, words::marks(MarkKind::Triangle, &p.captures))
        }
    };
    let mut verdict = words::check_choice(problem, attempt, &explain);
    verdict.marks = marks;
    verdict
}
