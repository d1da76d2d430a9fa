//! Seki (双活, unit 17): two chains side by side from the edge, neither with two eyes, each
//! walled in by the other side, sharing one or two liberties (公气) and each with its own
//! outside liberties (外气) or none; from difficulty 4 one chain or both have an eye. Two
//! kinds ask about them:
//!
//! * **`seki`** (a choice): with the side to move given, is it seki, or does one side capture
//!   the other? The answer is the race search's (`super::race::RaceSearch`: either side fills
//!   a liberty of either chain or passes, two passes in a row leave both chains standing):
//!   `seki` when best play ends with both chains on the board, else the side that captures.
//!   About half the problems are seki. At 5 the side to move decides it: with the other side to
//!   move, the answer would be different.
//! * **`make-seki`** (a move): the learner's chain would be captured if the learner played
//!   elsewhere; one or two moves make seki (no move wins outright). The answers are every
//!   move after which the same search, the opponent to move, ends in seki; a wrong move is
//!   answered on the board by the search's best reply for the opponent (a shared liberty
//!   filled is answered by the capture).
//!
//! The layout, in local coordinates (row 0 the edge), left to right: the left chain's wall
//! (the right chain's colour), its outside liberties (a column, filled from the top with the
//! wall's stones; left out when it has none), the left chain (two columns, three with an eye
//! one point in from the edge), the shared liberties (the left chain's last column, next to
//! the edge), the right chain (one column, three with an eye), its outside liberties and its
//! wall; a row of each wall across the top. Each wall keeps three liberties of its own at
//! least, so no wall can enter the fight before the chains do (the race kind's argument).
//!
//! Counting (第九条): the stones of a seki are alive, and the shared liberties are points
//! between both sides' live stones, half to each side. A seki verdict says so with the
//! engine's own count of the position (`score::count_game`, whose ownership map gives each
//! shared liberty to both sides).

use crate::board::Board;
use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::score::{self, Owner};
use crate::{Color, Position, Vertex};

use super::race::{Outcome, RaceSearch};
use super::reading::{after, legal};
use super::shape::Symmetry;
use super::words::{self, capitalise, colour_word, pt};
use super::{AnswerForm, Choice, Ctx, Detail, Made, Problem, Solution, Verdict};

pub(crate) const SEKI: &str = "seki";

/// What to build: the chains' length (rows), the shared liberties, each chain's outside
/// liberties and whether it has an eye.
#[derive(Debug, Clone, Copy)]
struct Plan {
    len: i16,
    shared: i16,
    out: [i16; 2],
    eye: [bool; 2],
}

impl Plan {
    /// The columns the layout takes: two walls, the outside liberties' columns (when there
    /// are any), the chains and the shared liberties.
    fn columns(self) -> i16 {
        let [el, er] = self.eye.map(i16::from);
        1 + i16::from(self.out[0] > 0) + 2 + el + 1 + 2 * er + i16::from(self.out[1] > 0) + 1
    }
}

/// A built position: the black and white chains (one stone each) and their shared liberties.
struct Built {
    position: Position,
    black: Vertex,
    white: Vertex,
}

impl Built {
    fn board(&self) -> &Board {
        self.position.board()
    }

    fn search(&self) -> RaceSearch {
        RaceSearch::new(self.black, self.white)
    }

}

/// Builds `plan` with `left` the left chain's colour, turned by `sym`, at a random place along
/// the edge; `None` when it does not fit the board or the engine's board disagrees with the
/// plan (a chain in two pieces, a liberty too many, a wall that is short of liberties).
fn build(ctx: &Ctx, plan: Plan, left: Color, sym: Symmetry, to_move: Color, rng: &mut Rng) -> Option<Built> {
    let size = ctx.size;
    let right = left.opponent();
    let [el, er] = plan.eye.map(i16::from);
    // An eye one point in from the edge needs a stone of its chain above it, and (on the
    // left) the stone beside it: one shared liberty, on the edge.
    if (plan.eye[0] || plan.eye[1]) && plan.len < 3 || plan.eye[0] && plan.shared != 1 {
        return None;
    }
    let cols = plan.columns();
    let side = i16::from(size.width.min(size.height));
    if cols > side {
        return None;
    }
    // From the corner to a few points along the edge (the far side stays clear on big boards).
    let room = (side - cols).min(4);
    let mut x = rng.below(room as usize + 1) as i16;
    let wall_l = x;
    x += 1;
    let out_l = (plan.out[0] > 0).then_some(x);
    x += i16::from(out_l.is_some());
    let left0 = x;
    let shared_col = left0 + 1 + el;
    let right0 = shared_col + 1;
    let right_last = right0 + 2 * er;
    x = right_last + 1;
    let out_r = (plan.out[1] > 0).then_some(x);
    x += i16::from(out_r.is_some());
    let wall_r = x;
    let mut stones: Vec<(i16, i16, Color)> = Vec::new();
    let (mut n_left, mut n_right) = (0usize, 0usize);
    for y in 0..plan.len {
        stones.push((wall_l, y, right));
        stones.push((wall_r, y, left));
        if let Some(c) = out_l.filter(|_| y >= plan.out[0]) {
            stones.push((c, y, right));
        }
        if let Some(c) = out_r.filter(|_| y >= plan.out[1]) {
            stones.push((c, y, left));
        }
        for c in left0..=shared_col {
            let eye = plan.eye[0] && (c, y) == (left0 + 1, 1);
            let shared = c == shared_col && y < plan.shared;
            if !eye && !shared {
                stones.push((c, y, left));
                n_left += 1;
            }
        }
        for c in right0..=right_last {
            if !(plan.eye[1] && (c, y) == (right0 + 1, 1)) {
                stones.push((c, y, right));
                n_right += 1;
            }
        }
    }
    for c in wall_l..=shared_col {
        stones.push((c, plan.len, right));
    }
    for c in right0..=wall_r {
        stones.push((c, plan.len, left));
    }
    let placed: Vec<(Vertex, Color)> = stones
        .iter()
        .map(|&(x, y, c)| sym.apply(size, x, y).map(|v| (v, c)))
        .collect::<Option<_>>()?;
    let position = Position::from_stones(size, &placed, to_move).ok()?;
    let board = position.board();
    let l = sym.apply(size, left0, 0)?;
    let r = sym.apply(size, right0, 0)?;
    // The chains are whole, with exactly the liberties planned.
    let libs = |out: i16, eye: i16| out + plan.shared + eye;
    if board.chain(l).len() != n_left
        || board.chain(r).len() != n_right
        || board.liberties(l).len() as i16 != libs(plan.out[0], el)
        || board.liberties(r).len() as i16 != libs(plan.out[1], er)
    {
        return None;
    }
    // The walls are safe: three liberties of their own.
    let race_libs: Vec<Vertex> = board.liberties(l).into_iter().chain(board.liberties(r)).collect();
    for &(v, _) in &placed {
        let chain = board.chain(v);
        if !chain.contains(&l)
            && !chain.contains(&r)
            && board.liberties(v).iter().filter(|x| !race_libs.contains(x)).count() < 3
        {
            return None;
        }
    }
    let (black, white) = if left == Color::Black { (l, r) } else { (r, l) };
    Some(Built { position, black, white })
}

/// The shared liberties of the two chains, row by row.
fn shared_liberties(board: &Board, black: Vertex, white: Vertex) -> Vec<Vertex> {
    let w = board.liberties(white);
    words::sorted(board.liberties(black).into_iter().filter(|l| w.contains(l)).collect())
}

/// Eyes for a plan from difficulty 4, half the time: both chains, or one.
fn eyes(d: u8, rng: &mut Rng) -> [bool; 2] {
    if d >= 4 && rng.below(2) == 0 {
        match rng.below(3) {
            0 => [true, true],
            1 => [true, false],
            _ => [false, true],
        }
    } else {
        [false, false]
    }
}

/// The shared liberties a plan with these eyes has: one beside a left eye, else two (one or
/// two beside a right eye).
fn shared_for(eye: [bool; 2], rng: &mut Rng) -> i16 {
    if eye[0] {
        1
    } else if eye[1] {
        1 + rng.below(2) as i16
    } else {
        2
    }
}

/// A line of play in words, in order: `G9, E9, G8, E8` / `G9、E9、G8、E8`.
fn line_words(line: &[Vertex], size: crate::BoardSize) -> Text {
    let names: Vec<String> = line.iter().map(|&v| pt(v, size)).collect();
    Text::new(names.join(", "), names.join("、"))
}

/// A random plan for the `seki` kind at difficulty `d`, leaning towards a seki when
/// `want_seki` (the search decides; a plan that comes out otherwise is refused).
fn choice_plan(d: u8, want_seki: bool, rng: &mut Rng) -> Plan {
    // Three rows at least: two shared liberties on the edge and a stone of the chain above.
    let len = if d <= 2 { 3 } else { 3 + rng.below(2) as i16 };
    let eye = eyes(d, rng);
    let shared = shared_for(eye, rng);
    let max: i16 = if eye[0] || eye[1] { 2 } else { 3 };
    let out = match d {
        // An even fight with no outside liberty, or one side two ahead.
        1 if want_seki => [0, 0],
        1 => if rng.below(2) == 0 { [2, 0] } else { [0, 2] },
        // Even outside liberties, or two or more apart.
        2 => {
            let a = rng.below(2) as i16;
            let b = if want_seki { a } else { a + 2 };
            if rng.below(2) == 0 { [a, b] } else { [b, a] }
        }
        _ => [0, 0].map(|_| rng.below(max as usize + 1) as i16),
    };
    Plan { len, shared, out, eye }
}

/// The colours, the turn and the corner of a problem.
fn setting(rng: &mut Rng) -> (Color, Symmetry, Color) {
    let left = if rng.below(2) == 0 { Color::Black } else { Color::White };
    let sym = Symmetry::random(rng);
    let to_move = if rng.below(2) == 0 { Color::Black } else { Color::White };
    (left, sym, to_move)
}

pub(crate) fn seki(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let d = ctx.difficulty;
    let want_seki = rng.below(2) == 0;
    let plan = choice_plan(d, want_seki, rng);
    let (left, sym, to_move) = setting(rng);
    let built = build(ctx, plan, left, sym, to_move, rng)?;
    let board = built.board();
    let outcome = built.search().outcome(board, to_move, false, 0)?;
    if (outcome == Outcome::Seki) != want_seki {
        return None;
    }
    // At 5 the move decides: the other side moving first would end it otherwise.
    if d == 5 && built.search().outcome(board, to_move.opponent(), false, 0)? == outcome {
        return None;
    }
    let answer = match outcome {
        Outcome::Seki => SEKI,
        Outcome::Won(Color::Black) => "black",
        Outcome::Won(Color::White) => "white",
    };
    let (en, zh) = colour_word(to_move);
    let prompt = Text::new(
        format!(
            "{} to play. The marked chains share liberties, and neither has two eyes. Is it seki (双活), or does one side capture the other?",
            capitalise(en)
        ),
        format!("{zh}先。标记的两块棋有公气，都没有两只眼。是双活，还是一方能吃掉另一方？"),
    );
    let mut made = Made::new(
        built.position.clone(),
        prompt,
        AnswerForm::Choice,
        Solution::Choice(answer.into()),
        Detail::Race(built.black, built.white),
    );
    made.options = vec![
        Choice { value: SEKI.into(), label: Text::new("Seki: both live", "双活：双方都活") },
        Choice { value: "black".into(), label: Text::new("Black captures White", "黑棋吃掉白棋") },
        Choice { value: "white".into(), label: Text::new("White captures Black", "白棋吃掉黑棋") },
    ];
    made.marks = chain_marks(board, built.black, built.white);
    made.line = built.search().line(board, to_move);
    Some(made)
}

/// Triangles on both chains' stones.
fn chain_marks(board: &Board, black: Vertex, white: Vertex) -> Vec<crate::lesson::Mark> {
    let mut chains = board.chain(black);
    chains.extend(board.chain(white));
    words::marks(MarkKind::Triangle, &words::sorted(chains))
}

/// A random plan for `make-seki`: the learner's chain (`mine`, 0 left or 1 right) an outside
/// liberty short of the other's.
fn make_plan(d: u8, rng: &mut Rng) -> (Plan, usize) {
    let len = if d <= 2 { 3 } else { 3 + rng.below(2) as i16 };
    let mine = rng.below(2);
    let base = match d {
        1 => 0,
        2 => rng.below(2) as i16,
        _ => rng.below(3) as i16,
    };
    let mut out = [base, base];
    out[1 - mine] += 1;
    let eye = eyes(d, rng);
    let shared = shared_for(eye, rng);
    (Plan { len, shared, out, eye }, mine)
}

pub(crate) fn make_seki(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let (plan, mine) = make_plan(ctx.difficulty, rng);
    let (left, sym, _) = setting(rng);
    let learner = if mine == 0 { left } else { left.opponent() };
    let built = build(ctx, plan, left, sym, learner, rng)?;
    let board = built.board();
    let opponent = learner.opponent();
    // Played elsewhere (a pass), the learner's chain is captured.
    if built.search().outcome(board, opponent, true, 1)? != Outcome::Won(opponent) {
        return None;
    }
    let mut candidates = board.liberties(built.black);
    candidates.extend(board.liberties(built.white));
    let mut right = Vec::new();
    for m in words::sorted(candidates) {
        if !legal(board, m, learner) {
            continue;
        }
        let next = after(board, m, learner);
        match built.search().outcome(&next, opponent, false, 1)? {
            Outcome::Seki => right.push(m),
            Outcome::Won(c) if c == learner => return None,
            Outcome::Won(_) => {}
        }
    }
    if right.is_empty() || right.len() > 2 {
        return None;
    }
    let (en, zh) = colour_word(learner);
    let prompt = Text::new(
        format!(
            "{} to play. {} cannot win the capturing race between the marked chains, but its chain can live in seki (双活). Where?",
            capitalise(en),
            capitalise(en)
        ),
        format!("{zh}先。标记的两块棋对杀，{zh}棋赢不了，但可以下成双活。下在哪里？"),
    );
    let mut made = Made::new(
        built.position.clone(),
        prompt,
        AnswerForm::Move,
        Solution::Moves(right),
        Detail::Race(built.black, built.white),
    );
    made.marks = chain_marks(board, built.black, built.white);
    Some(made)
}

/// "Black has 2 outside liberties and an eye" / "黑棋外气2口，有一只眼": a chain's own
/// liberties, read from the board.
fn own_liberties(board: &Board, chain: Vertex, shared: &[Vertex]) -> (usize, bool) {
    let stones = board.chain(chain);
    let size = board.size();
    let mut outside = 0;
    let mut eye = false;
    for l in board.liberties(chain) {
        if shared.contains(&l) {
            continue;
        }
        if super::shape::neighbours(size, l).all(|n| stones.contains(&n)) {
            eye = true;
        } else {
            outside += 1;
        }
    }
    (outside, eye)
}

/// The liberties of both chains in words, from the board.
fn facts(board: &Board, black: Vertex, white: Vertex) -> Text {
    let shared = shared_liberties(board, black, white);
    let size = board.size();
    let (bo, be) = own_liberties(board, black, &shared);
    let (wo, we) = own_liberties(board, white, &shared);
    let side = |name_en: &str, name_zh: &str, o: usize, e: bool| {
        let (en_eye, zh_eye) = if e { (" and an eye", "，有一只眼") } else { ("", "") };
        if o == 0 {
            Text::new(format!("{name_en} has no outside liberty{en_eye}"), format!("{name_zh}没有外气{zh_eye}"))
        } else {
            Text::new(
                format!("{name_en} has {} outside{en_eye}", words::liberties_en(o)),
                format!("{name_zh}外气{o}口{zh_eye}"),
            )
        }
    };
    let (b, w) = (side("Black", "黑棋", bo, be), side("White", "白棋", wo, we));
    let s = words::pts(&shared, size);
    Text::new(
        format!("{}, {}; they share {} ({}).", b.en, w.en, words::liberties_en(shared.len()), s.en),
        format!("{}，{}；公气{}口（{}）。", b.zh, w.zh, shared.len(), s.zh),
    )
}

/// What filling a shared liberty does once the outside liberties are gone: the stones the
/// other side then takes, played out on the board (`None` if the fill is not legal).
fn fill_loses(board: &Board, filler: Color, chain: Vertex, at: Vertex) -> Option<usize> {
    if !legal(board, at, filler) {
        return None;
    }
    let next = after(board, at, filler);
    let libs = next.liberties(chain);
    if libs.len() != 1 || !legal(&next, libs[0], filler.opponent()) {
        return None;
    }
    let before = next.chain(chain).len();
    let taken = after(&next, libs[0], filler.opponent());
    (taken.get(chain).is_none()).then_some(before)
}

/// The seki in words: why neither side fills a shared liberty, the stones a fill would lose
/// (played on the engine's board), and how the engine counts the shared points.
fn seki_words(problem: &Problem, board: &Board, black: Vertex, white: Vertex, mover: Color) -> Text {
    let size = board.size();
    // The outside liberties filled as the search plays them; then the mover fills a shared one.
    let mut b = board.clone();
    let mut c = mover;
    let mut search = RaceSearch::new(black, white);
    let line = search.line(board, mover);
    for &m in &line {
        b = after(&b, m, c);
        c = c.opponent();
    }
    let shared = shared_liberties(&b, black, white);
    let mine = if c == Color::Black { black } else { white };
    let (en, zh) = colour_word(c);
    let mut text = if line.is_empty() {
        Text::new("Seki (双活).", "双活。")
    } else {
        let l = line_words(&line, size);
        Text::new(
            format!("Seki (双活): after the outside liberties are filled ({}), only the shared ones are left.", l.en),
            format!("双活：外气紧完以后（{}），只剩公气。", l.zh),
        )
    };
    if let Some(&s) = shared.first()
        && let Some(n) = fill_loses(&b, c, mine, s)
    {
        text = text.join(&Text::new(
            format!(
                "If {en} filled {}, its chain would be in atari and {} stones would be taken; the same holds for the other side, so neither fills them and both live.",
                pt(s, size),
                n
            ),
            format!("如果{zh}棋紧{}，自己就被叫吃，{n}个子会被提掉；对方也一样，所以双方都不紧，两块棋都活。", pt(s, size)),
        ));
    }
    // The engine's count: each shared point is between both sides' live stones.
    if let Ok(s) = score::count_game(&problem.game(), &[])
        && !shared.is_empty()
        && shared.iter().all(|&v| s.at(v).is_some_and(|p| p.owner == Owner::Shared))
    {
        let half = words::number(shared.len() as f64 / 2.0);
        text = text.join(&Text::new(
            format!("At the count (数子) both chains are alive, and the shared liberties are split: {half} to each side (第九条)."),
            format!("数子时两块棋都是活棋，公气双方各得一半：每方{half}子（第九条）。"),
        ));
    }
    text
}

/// Judges the `seki` choice: the chains' liberties, and the fight played out or the seki
/// explained, from the board; the shared liberties circled.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let Detail::Race(black, white) = problem.detail else {
        return words::wrong_form(problem);
    };
    if problem.answer == AnswerForm::Move {
        return check_move(problem, attempt, black, white);
    }
    let board = problem.position.board();
    let mover = problem.learner();
    let shared = shared_liberties(board, black, white);
    let mut explain = facts(board, black, white);
    let rest = match problem.solution.choice() {
        Some(SEKI) => seki_words(problem, board, black, white, mover),
        _ => {
            let won = if problem.solution.choice() == Some("black") {
                Text::new("Black captures White", "黑棋吃掉白棋")
            } else {
                Text::new("White captures Black", "白棋吃掉黑棋")
            };
            let (en, zh) = colour_word(mover);
            let line = line_words(&problem.line, problem.size());
            Text::new(
                format!("No seki: {} moves first ({}) and {}.", capitalise(en), line.en, won.en),
                format!("不是双活：{zh}先（{}），{}。", line.zh, won.zh),
            )
        }
    };
    explain = explain.join(&rest);
    let mut verdict = words::check_choice(problem, attempt, &explain);
    verdict.marks = words::marks(MarkKind::Circle, &shared);
    verdict
}

/// Judges a `make-seki` move: a right one is explained with the seki it makes; a wrong one is
/// answered by the opponent's best reply, which the board plays.
fn check_move(problem: &Problem, attempt: &Attempt, black: Vertex, white: Vertex) -> Verdict {
    let v = match words::legal_move(problem, attempt) {
        Ok(v) => v,
        Err(verdict) => return verdict,
    };
    let size = problem.size();
    let board = problem.position.board();
    let learner = problem.learner();
    let opponent = learner.opponent();
    let next = after(board, v, learner);
    if problem.solution.moves().is_some_and(|m| m.contains(&v)) {
        let mut search = RaceSearch::new(black, white);
        let line = search.line(&next, opponent);
        let shared = shared_liberties(&next, black, white);
        let s = words::pts(&shared, size);
        let first = if line.is_empty() {
            Text::new("Right: seki (双活).", "对：双活。")
        } else {
            let l = line_words(&line, size);
            Text::new(
                format!("Right: seki (双活). Once the outside liberties are filled ({}),", l.en),
                format!("对：双活。外气紧完以后（{}），", l.zh),
            )
        };
        let rest = if shared.len() == 1 {
            Text::new(
                format!("only the shared liberty ({}) is left, and whoever fills it is captured, so neither side does: both chains live.", s.en),
                format!("只剩一口公气（{}），谁紧它谁被吃，所以双方都不紧，两块棋都活。", s.zh),
            )
        } else {
            Text::new(
                format!("only the shared liberties ({}) are left, and whoever fills one is captured, so neither side does: both chains live.", s.en),
                format!("只剩公气（{}），谁紧公气谁被吃，所以双方都不紧，两块棋都活。", s.zh),
            )
        };
        let mut rest = rest;
        if line.is_empty() {
            rest.en = capitalise(&rest.en);
        }
        let explanation = first.join(&rest);
        return Verdict {
            correct: true,
            legal: true,
            explanation,
            marks: words::marks(MarkKind::Circle, &shared),
            ..Verdict::default()
        };
    }
    let mut search = RaceSearch::new(black, white);
    let reply = search.best(&next, opponent, false, 1).and_then(|(_, m)| m);
    let (oe, oz) = colour_word(opponent);
    let mine = if learner == Color::Black { black } else { white };
    let explanation = match reply {
        None => Text::new("That does not make seki.", "这样下不成双活。"),
        Some(r) if next.liberties(mine).len() == 1 => {
            let n = next.chain(mine).len();
            Text::new(
                format!(
                    "That fills a liberty of your own chain and leaves it in atari: {} takes {} at {}.",
                    capitalise(oe),
                    words::stones_en(n),
                    pt(r, size)
                ),
                format!("这样紧了自己的气，自己被叫吃：{oz}棋在{}提掉{n}个子。", pt(r, size)),
            )
        }
        Some(r) => {
            let (en, zh) = colour_word(learner);
            Text::new(
                format!(
                    "{} answers at {}: now {} is a move behind in the race, and its chain is captured.",
                    capitalise(oe),
                    pt(r, size),
                    capitalise(en)
                ),
                format!("{oz}棋在{}应：{zh}棋对杀慢一气，会被吃掉。", pt(r, size)),
            )
        }
    };
    Verdict {
        legal: true,
        explanation,
        refutation: reply,
        marks: words::marks(MarkKind::Circle, &shared_liberties(board, black, white)),
        ..Verdict::default()
    }
}
