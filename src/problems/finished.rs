//! The end of a 9×9 game: mark the dead stones, count Black's points in 子 (stones plus
//! surrounded points plus half the shared points, 第九条), and give the result with komi
//! (贴3¾子, 7.5 points).
//!
//! A finished game is built: a border runs from one edge of the board to the other, one wall
//! of Black's stones and one of White's, side by side or with a neutral point (单官) between
//! them in some rows, each side's area behind its wall; the whole is turned or mirrored and the
//! colours may swap. Dead stones are invaders inside an area (one or two stones, away from the
//! wall below difficulty 4). The engine counts every problem (`score::count`) and must find it
//! settled but for the shared points; for `dead-stones` the engine's dead-stone estimator
//! (`score::estimate`, 32 playouts: it adds more by itself while a chain is close to even) must
//! name exactly the invaders, or the position is refused.
//!
//! Difficulty: `dead-stones` has one invader at 1, two at 2, up to three (some of two stones)
//! at 3, and from 4 invaders that may touch the wall. `count` has no shared point and no dead
//! stone at 1, shared points from 2, dead stones (shown crossed) from 3, both and a more
//! crooked border at 4–5. `result` follows `count`'s positions, with four results to choose
//! from.
//!
//! `handicap-result` (unit 21) counts the same positions as a handicap game: Black took 2 to 6
//! stones (2 at 1, up to 3 at 2, 4 at 3, 3 to 5 at 4, 4 to 6 at 5), there is no komi, and at
//! the count Black gives back half a 子 for each handicap stone (the engine's count with the
//! handicap: `CountSetup::handicap`, whose compensation under the Chinese rules is a point a
//! stone).

use crate::lesson::{Attempt, MarkKind, Text};
use crate::rng::Rng;
use crate::score::{self, CountSetup, EstimateOptions, GameResult, UnsettledKind};
use crate::{BoardSize, Color, Position, RuleSet, Rules, ScoringMethod, Vertex};

use super::shape::{Symmetry, neighbours};
use super::words::{self, number};
use super::{AnswerForm, Choice, Ctx, Detail, Made, Problem, Solution, Verdict};

/// Komi under the Chinese rules: 7.5 points, 3¾ stones.
const KOMI: f64 = 7.5;

/// A built finished game: its stones and the dead ones among them.
struct Finished {
    stones: Vec<(Vertex, Color)>,
    dead: Vec<Vertex>,
}

/// The border and the areas. `dame`: neutral points in some rows; `crooked`: the border may
/// turn every row; `invaders`: how many dead chains, `touching`: they may touch the wall.
fn build(
    size: BoardSize,
    rng: &mut Rng,
    dame: bool,
    crooked: bool,
    invaders: usize,
    touching: bool,
) -> Option<Finished> {
    let n = i16::from(size.width);
    let mut grid = vec![vec![None::<Color>; n as usize]; n as usize];
    let mut c: Vec<i16> = Vec::with_capacity(n as usize);
    let mut x = 3 + rng.below(3) as i16;
    for _ in 0..n {
        c.push(x);
        let turn = if crooked {
            rng.below(3)
        } else {
            [1, 1, 1, 0, 2][rng.below(5)]
        };
        x = (x + turn as i16 - 1).clamp(2, n - 4);
    }
    // Black's wall: the border point of each row, and the point that joins it to the next.
    for y in 0..n {
        grid[y as usize][c[y as usize] as usize] = Some(Color::Black);
        if y + 1 < n {
            grid[y as usize][c[y as usize + 1] as usize] = Some(Color::Black);
        }
    }
    // White's wall: next to Black's, or one point further (a shared point between).
    let mut w: Vec<i16> = Vec::with_capacity(n as usize);
    for row in &grid {
        let black_max = (0..n)
            .rev()
            .find(|&x| row[x as usize] == Some(Color::Black))?;
        let gap = i16::from(dame && rng.below(3) == 0);
        w.push((black_max + 1 + gap).min(n - 1));
    }
    for y in 0..n as usize {
        if grid[y][w[y] as usize].is_some() {
            return None;
        }
        grid[y][w[y] as usize] = Some(Color::White);
    }
    for y in 0..n as usize - 1 {
        if w[y] != w[y + 1] {
            if grid[y][w[y + 1] as usize].is_none() && w[y + 1] > w[y] {
                grid[y][w[y + 1] as usize] = Some(Color::White);
            } else if grid[y + 1][w[y] as usize].is_none() {
                grid[y + 1][w[y] as usize] = Some(Color::White);
            } else {
                return None;
            }
        }
    }
    // The areas: left of Black's wall in each row, right of White's.
    let area = |grid: &Vec<Vec<Option<Color>>>, y: usize, x: i16, color: Color| -> bool {
        let row = &grid[y];
        match color {
            Color::Black => {
                (0..=x).all(|i| row[i as usize].is_none())
                    && (x + 1..n).any(|i| row[i as usize] == Some(Color::Black))
            }
            Color::White => {
                (x..n).all(|i| row[i as usize].is_none())
                    && (0..x).any(|i| row[i as usize] == Some(Color::White))
            }
        }
    };
    let mut dead = Vec::new();
    for _ in 0..invaders {
        let owner = if rng.below(2) == 0 {
            Color::Black
        } else {
            Color::White
        };
        // An empty point of the owner's area, away from the wall unless `touching`.
        let spots: Vec<(i16, i16)> = (0..n)
            .flat_map(|y| (0..n).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                area(&grid, y as usize, x, owner)
                    && (touching
                        || [
                            (-1, 0),
                            (1, 0),
                            (0, -1),
                            (0, 1),
                            (-1, -1),
                            (1, 1),
                            (-1, 1),
                            (1, -1),
                        ]
                        .iter()
                        .all(|&(dx, dy)| {
                            let (a, b) = (x + dx, y + dy);
                            a < 0
                                || b < 0
                                || a >= n
                                || b >= n
                                || grid[b as usize][a as usize].is_none()
                        }))
            })
            .collect();
        if spots.is_empty() {
            return None;
        }
        let (x, y) = spots[rng.below(spots.len())];
        grid[y as usize][x as usize] = Some(owner.opponent());
        dead.push((x, y));
        // Sometimes a second stone beside it.
        if touching || rng.below(3) == 0 {
            let (a, b) = if rng.below(2) == 0 {
                (x + 1, y)
            } else {
                (x, y + 1)
            };
            if a < n && b < n && area(&grid, b as usize, a, owner) {
                grid[b as usize][a as usize] = Some(owner.opponent());
                dead.push((a, b));
            }
        }
    }
    let sym = Symmetry::random(rng);
    let swap = rng.below(2) == 0;
    let mut stones = Vec::new();
    for y in 0..n {
        for x in 0..n {
            if let Some(color) = grid[y as usize][x as usize] {
                let v = sym.apply(size, x, y)?;
                stones.push((v, if swap { color.opponent() } else { color }));
            }
        }
    }
    let dead = dead
        .into_iter()
        .map(|(x, y)| sym.apply(size, x, y))
        .collect::<Option<Vec<_>>>()?;
    Some(Finished {
        stones,
        dead: words::sorted(dead),
    })
}

/// The position, checked: legal, no chain in atari, settled but for shared points.
fn settled(size: BoardSize, f: &Finished) -> Option<(Position, score::Score)> {
    let position = Position::from_stones(size, &f.stones, Color::Black).ok()?;
    let board = position.board();
    if board
        .chain_representatives()
        .iter()
        .any(|&(v, _)| board.liberty_count(v) < 2)
    {
        return None;
    }
    let setup = CountSetup {
        rules: Rules {
            komi: KOMI,
            ..RuleSet::Chinese.rules()
        },
        ..CountSetup::default()
    };
    let s = score::count(board, &f.dead, &setup).ok()?;
    if s.unsettled.iter().any(|u| u.kind != UnsettledKind::Dame) {
        return None;
    }
    Some((position, s))
}

fn count_position(ctx: &Ctx, rng: &mut Rng) -> Option<(Position, Vec<Vertex>, score::Score)> {
    let d = ctx.difficulty;
    let invaders = if d >= 3 { 1 + rng.below(2) } else { 0 };
    let f = build(ctx.size, rng, d >= 2, d >= 4, invaders, false)?;
    let (position, s) = settled(ctx.size, &f)?;
    if d >= 2 && s.black.dame_share == 0.0 {
        return None;
    }
    // A close game: the result is worth working out (within 8 stones).
    if s.margin_stones.abs() > 8.0 {
        return None;
    }
    Some((position, f.dead, s))
}

pub(crate) fn dead_stones(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let d = ctx.difficulty;
    let invaders = match d {
        1 => 1,
        2 => 2,
        _ => 2 + rng.below(2),
    };
    let f = build(ctx.size, rng, d >= 2, d >= 3, invaders, d >= 4)?;
    let (position, _) = settled(ctx.size, &f)?;
    // The engine's own judgement must agree with the construction.
    let estimate = score::estimate(
        position.board(),
        &EstimateOptions {
            playouts: 32,
            seed: 0x5EED_0FDE_AD00,
        },
    );
    if estimate.dead != f.dead {
        return None;
    }
    let prompt = Text::new(
        "The game is over: both sides passed. Mark every dead stone.",
        "对局结束了：双方都停了一手。标出所有的死子。",
    );
    Some(Made::new(
        position,
        prompt,
        AnswerForm::Points,
        Solution::Points(f.dead),
        Detail::None,
    ))
}

pub(crate) fn count(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let (position, dead, s) = count_position(ctx, rng)?;
    let prompt = Text::new(
        "The game is over (dead stones are crossed out). Count Black's points: stones, plus the points Black surrounds, plus half of each shared point.",
        "对局结束了（死子已打叉）。数一数黑棋的子数：活子加上围住的空，再加上单官的一半。",
    );
    let mut made = Made::new(
        position,
        prompt,
        AnswerForm::Number,
        Solution::Number(s.black.total),
        Detail::None,
    );
    made.marks = words::marks(MarkKind::Cross, &dead);
    made.dead = dead;
    Some(made)
}

/// A result as the choice's value (SGF `RE`) and label (the rules' words).
fn result_choice(margin_points: f64) -> Choice {
    let r = GameResult::from_margin(margin_points, ScoringMethod::Area);
    Choice {
        value: r.to_sgf().into(),
        label: Text::new(r.to_en(), r.to_zh()),
    }
}

pub(crate) fn result(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let (position, dead, s) = count_position(ctx, rng)?;
    let margin = s.margin_points;
    // The right result, a stone either way, and the other side winning by as much.
    let mut margins = vec![margin, margin + 2.0, margin - 2.0, -margin];
    margins.sort_by(|a, b| b.partial_cmp(a).unwrap_or(std::cmp::Ordering::Equal));
    margins.dedup();
    let options: Vec<Choice> = margins.iter().map(|&m| result_choice(m)).collect();
    let right = result_choice(margin).value;
    let prompt = Text::new(
        "The game is over (dead stones are crossed out). Count the board: Black gives 3¾ stones of komi. What is the result?",
        "对局结束了（死子已打叉）。数一数：黑棋贴3¾子。结果是什么？",
    );
    let mut made = Made::new(
        position,
        prompt,
        AnswerForm::Choice,
        Solution::Choice(right),
        Detail::None,
    );
    made.options = options;
    made.marks = words::marks(MarkKind::Cross, &dead);
    made.dead = dead;
    Some(made)
}

/// The count of a handicap game under the Chinese rules: no komi, and the handicap's
/// compensation (a point, half a 子, a stone).
fn handicap_setup(stones: u32) -> CountSetup {
    CountSetup {
        rules: Rules {
            komi: 0.0,
            ..RuleSet::Chinese.rules()
        },
        handicap: stones,
        ..CountSetup::default()
    }
}

pub(crate) fn handicap_result(ctx: &Ctx, rng: &mut Rng) -> Option<Made> {
    let stones = match ctx.difficulty {
        1 => 2,
        2 => 2 + rng.below(2) as u32,
        3 => 4,
        4 => 3 + rng.below(3) as u32,
        _ => 4 + rng.below(3) as u32,
    };
    let (position, dead, _) = count_position(ctx, rng)?;
    let s = score::count(position.board(), &dead, &handicap_setup(stones)).ok()?;
    // Close enough that the handicap's half stones matter (within 4 stones).
    if s.margin_stones.abs() > 4.0 {
        return None;
    }
    let margin = s.margin_points;
    let mut margins = vec![margin, margin + 2.0, margin - 2.0, -margin];
    margins.sort_by(|a, b| b.partial_cmp(a).unwrap_or(std::cmp::Ordering::Equal));
    margins.dedup();
    let options: Vec<Choice> = margins.iter().map(|&m| result_choice(m)).collect();
    let right = result_choice(margin).value;
    let prompt = Text::new(
        format!(
            "A {stones}-stone handicap game is over (dead stones are crossed out). There is no komi; at the count Black gives back half a stone (子) for each handicap stone. What is the result?"
        ),
        format!("一盘让{stones}子的对局结束了（死子已打叉）。不贴子；数子时，黑棋每让一子还半子。结果是什么？"),
    );
    let mut made = Made::new(
        position,
        prompt,
        AnswerForm::Choice,
        Solution::Choice(right),
        Detail::Handicap(stones),
    );
    made.options = options;
    made.marks = words::marks(MarkKind::Cross, &dead);
    made.dead = dead;
    Some(made)
}

/// Judges an attempt for the end-of-game kinds.
pub(crate) fn check(problem: &Problem, attempt: &Attempt) -> Verdict {
    let board = problem.position.board();
    let setup = match problem.detail {
        Detail::Handicap(stones) => handicap_setup(stones),
        _ => CountSetup {
            rules: Rules {
                komi: KOMI,
                ..RuleSet::Chinese.rules()
            },
            ..CountSetup::default()
        },
    };
    let dead: Vec<Vertex> = match &problem.solution {
        Solution::Points(p) => p.clone(),
        _ => problem.dead.clone(),
    };
    let Ok(s) = score::count(board, &dead, &setup) else {
        return words::wrong_form(problem);
    };
    let b = &s.black;
    let half = f64::from(s.points) / 2.0;
    let explain_count = Text::new(
        format!(
            "Black has {} stones, {} surrounded points and {} for the shared points: {} in all.",
            b.stones,
            b.area,
            number(b.dame_share),
            number(b.total)
        ),
        format!(
            "黑棋活子{}个，围住的空{}个，单官分得{}，共{}子。",
            b.stones,
            b.area,
            number(b.dame_share),
            number(b.total)
        ),
    );
    match problem.request.kind {
        super::Kind::DeadStones => {
            let explain = Text::new(
                "The marked stones cannot make two eyes inside the other side's area: they are dead and are taken off before counting.",
                "这些子在对方的地里做不出两只眼：是死子，数子前拿掉。",
            );
            let mut v = words::check_points(problem, attempt, &explain, &Text::new("dead", "死子"));
            // A stone marked that is alive: say which side it belongs to.
            let _ = neighbours;
            if v.correct {
                v.marks = words::marks(MarkKind::Cross, &dead);
            }
            v
        }
        super::Kind::Count => words::check_number(problem, attempt, &explain_count, Vec::new()),
        super::Kind::HandicapResult => {
            // The compensation in 子: the engine's points, half a 子 each.
            let back = s.handicap_compensation / 2.0;
            let stones = b.total - half - back;
            let explain = explain_count.join(&Text::new(
                format!(
                    "Half the board is {}; with {} handicap stones and no komi Black gives back {} (half a stone each) and needs more than {}: {} − {} − {} = {}, {}.",
                    number(half),
                    s.handicap,
                    number(back),
                    number(half + back),
                    number(b.total),
                    number(half),
                    number(back),
                    number(stones),
                    s.result_en
                ),
                format!(
                    "半数是{}；让{}子、不贴子，黑棋还{}子，要超过{}子才胜：{} − {} − {} = {}，{}。",
                    number(half),
                    s.handicap,
                    number(back),
                    number(half + back),
                    number(b.total),
                    number(half),
                    number(back),
                    number(stones),
                    s.result_zh
                ),
            ));
            words::check_choice(problem, attempt, &explain)
        }
        _ => {
            let stones = b.total - half - KOMI / 2.0;
            let explain = explain_count.join(&Text::new(
                format!(
                    "Half the board is {}; with 3¾ stones of komi Black needs more than {}: {} − {} − 3¾ = {}, {}.",
                    number(half),
                    number(half + KOMI / 2.0),
                    number(b.total),
                    number(half),
                    number(stones),
                    s.result_en
                ),
                format!(
                    "半数是{}，贴3¾子，黑棋要超过{}子才胜：{} − {} − 3¾ = {}，{}。",
                    number(half),
                    number(half + KOMI / 2.0),
                    number(b.total),
                    number(half),
                    number(stones),
                    s.result_zh
                ),
            ));
            words::check_choice(problem, attempt, &explain)
        }
    }
}
