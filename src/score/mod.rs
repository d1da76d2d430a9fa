//! Counting a finished game (计算胜负).
//!
//! The default is area counting exactly as the Chinese rules state it (第九条): the dead stones
//! are removed, each side counts its live stones and the empty points they surround, and the
//! points between both sides' live stones count half to each. The base (归本数) is half the
//! points of the board, 180½ on 19×19. Results are given in stones (子) as the rules give them
//! and in points: the komi of 3¾ stones is 7.5 points (第十一条; the older 2¾ stones is 5.5),
//! and with komi 3¾ a Black count of 185 wins by ¾ stone (`B+1.5`), 184 loses by ¼ (`W+0.5`),
//! 184½ wins by ¼ (`B+0.5`).
//!
//! Territory counting (数目法) for the Japanese and Korean presets counts surrounded points plus
//! prisoners, with no territory in seki. Tromp–Taylor counts every stone on the board as alive
//! and gives neutral points to nobody. Handicap compensation follows the preset.
//!
//! * [`count`] and [`count_game`] count a board or a game with a set of dead stones and return
//!   a [`Score`]: both totals, the margin in points and stones, the winner, the result in SGF,
//!   Chinese and English, and a per-point [`PointInfo`] map with the reason for each point.
//! * [`compare_methods`] counts the same position under area and territory rules.
//! * [`DeadStones`] marks dead stones chain by chain, as players do at the end of a game.
//! * [`estimate()`] suggests the dead stones: Benson's unconditional life first, then a seeded,
//!   deterministic Monte Carlo ownership estimate.
//!
//! ```
//! use tengen::{Color, Position, Rules, score};
//! let position = Position::from_diagram(
//!     ". X O .\n\
//!      . X O .\n\
//!      . X O .",
//!     Color::Black,
//! ).unwrap();
//! let setup = score::CountSetup { rules: Rules { komi: 0.0, ..Rules::default() }, ..Default::default() };
//! let s = score::count(position.board(), &[], &setup).unwrap();
//! assert_eq!((s.black.total, s.white.total), (6.0, 6.0));
//! assert_eq!(s.result_sgf, "0");
//! assert_eq!(s.result_zh, "和棋");
//! ```

mod area;
pub mod benson;
mod dead;
pub mod estimate;
mod ownership;
mod result;
mod territory;

pub use dead::{DeadStones, ScoreError, group};
pub use estimate::{Estimate, EstimateOptions, estimate};
pub use ownership::{Owner, PointInfo, PointReason, Unsettled, UnsettledKind};
pub use result::{GameResult, ParseResultError};

use crate::rules::{Rules, ScoringMethod};
use crate::{Board, BoardSize, Color, Game, Vertex};

use ownership::Analysis;

/// One side's count.
#[derive(Debug, Clone, Copy, PartialEq, Default, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SideCount {
    /// Live stones on the board.
    pub stones: u32,
    /// Empty points (and points of removed dead stones) that this side alone surrounds.
    pub area: u32,
    /// Half of each shared point (area counting only).
    pub dame_share: f64,
    /// Territory counting: surrounded points that count (not in seki, not to be filled).
    pub territory: u32,
    /// Stones this side captured during the game.
    pub captures: u32,
    /// The opponent's dead stones removed at the end.
    pub dead_removed: u32,
    /// The count under the scoring method: stones + area + dame share (area counting), or
    /// territory + captures + dead stones removed (territory counting). Before komi.
    pub total: f64,
}

/// What a count needs besides the stones: the rules, the handicap and the prisoners.
#[derive(Debug, Clone, Copy, PartialEq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct CountSetup {
    pub rules: Rules,
    /// Handicap stones (0 for an even game).
    pub handicap: u32,
    /// Stones captured during the game by Black and by White (territory counting).
    pub captures: [u32; 2],
}

impl CountSetup {
    /// The rules, handicap and captures of a game.
    #[must_use]
    pub fn of_game(game: &Game) -> CountSetup {
        CountSetup {
            rules: *game.rules(),
            handicap: game.handicap(),
            captures: [game.captures(Color::Black), game.captures(Color::White)],
        }
    }
}

/// A counted position.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Score {
    pub scoring: ScoringMethod,
    pub size: BoardSize,
    /// Points on the board.
    pub points: u32,
    /// Half the points (归本数), 180.5 on 19×19: the count that wins or loses without komi.
    pub base: f64,
    /// Komi in points.
    pub komi: f64,
    pub handicap: u32,
    /// Points White receives for the handicap under the rules.
    pub handicap_compensation: f64,
    pub black: SideCount,
    pub white: SideCount,
    /// Black's total minus White's, minus komi and compensation: positive when Black wins.
    pub margin_points: f64,
    /// The margin in stones (子): half the margin in points.
    pub margin_stones: f64,
    pub winner: Option<Color>,
    pub result: GameResult,
    /// SGF `RE`: `B+1.5`, `W+0.5`, `0`.
    pub result_sgf: String,
    /// 黑胜¾子, 白胜¼子, 和棋 (territory counting: 黑胜6目半).
    pub result_zh: String,
    pub result_en: String,
    /// One entry per point, row by row from the top left.
    pub ownership: Vec<PointInfo>,
    /// The dead stones removed, row by row.
    pub dead: Vec<Vertex>,
    /// Shared liberties of chains in seki (双活).
    pub seki: Vec<Vertex>,
    /// Points to settle before the count can be trusted (open dame, gaps, connections).
    pub unsettled: Vec<Unsettled>,
}

impl Score {
    /// Whether nothing is left to settle.
    #[must_use]
    pub fn is_settled(&self) -> bool {
        self.unsettled.is_empty()
    }

    /// The ownership entry of a point.
    #[must_use]
    pub fn at(&self, v: Vertex) -> Option<&PointInfo> {
        self.size
            .contains(v)
            .then(|| &self.ownership[self.size.index_of(v)])
    }
}

/// Counts `board` with the chains through `dead` removed, under `setup`. The dead list is
/// checked first: an empty or off-board point is refused and nothing is counted. Under
/// Tromp–Taylor (no dead-stone removal) the list is checked but every stone counts as alive.
pub fn count(board: &Board, dead: &[Vertex], setup: &CountSetup) -> Result<Score, ScoreError> {
    let dead = DeadStones::from_vertices(board, dead)?;
    count_with(board, &dead, setup)
}

/// Counts `board` with a [`DeadStones`] set (checked against the board first).
pub fn count_with(
    board: &Board,
    dead: &DeadStones,
    setup: &CountSetup,
) -> Result<Score, ScoreError> {
    dead.check(board)?;
    Ok(count_checked(board, dead, setup, setup.rules.scoring))
}

/// Counts a game's final position (its rules, handicap and captures) with the given dead
/// stones.
pub fn count_game(game: &Game, dead: &[Vertex]) -> Result<Score, ScoreError> {
    count(game.board(), dead, &CountSetup::of_game(game))
}

/// The same position counted by area and by territory, with the same komi and handicap, for
/// the lesson comparing the two methods.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MethodComparison {
    pub area: Score,
    pub territory: Score,
}

/// Counts one position under area and under territory counting.
pub fn compare_methods(
    board: &Board,
    dead: &[Vertex],
    setup: &CountSetup,
) -> Result<MethodComparison, ScoreError> {
    let dead = DeadStones::from_vertices(board, dead)?;
    let mut setup = *setup;
    setup.rules.dead_stone_removal = true;
    Ok(MethodComparison {
        area: count_checked(board, &dead, &setup, ScoringMethod::Area),
        territory: count_checked(board, &dead, &setup, ScoringMethod::Territory),
    })
}

fn count_checked(
    board: &Board,
    dead: &DeadStones,
    setup: &CountSetup,
    scoring: ScoringMethod,
) -> Score {
    let rules = &setup.rules;
    let tromp_taylor = !rules.dead_stone_removal;
    let none = DeadStones::new(board.size());
    let dead = if tromp_taylor { &none } else { dead };
    let analysis = Analysis::new(board, dead);
    let dame_owner = if tromp_taylor {
        Owner::Nobody
    } else {
        Owner::Shared
    };
    let ownership = analysis.ownership(board, dame_owner);
    let [mut black, mut white] = match scoring {
        ScoringMethod::Area => area::count(&ownership),
        ScoringMethod::Territory => {
            let connect: Vec<bool> = board
                .size()
                .vertices()
                .map(|v| analysis.needs_connection[board.point(v)])
                .collect();
            territory::count(&ownership, &connect, setup.captures)
        }
    };
    // The prisoners are shown under both methods.
    for info in &ownership {
        match info.reason {
            PointReason::DeadBlack => {
                white.dead_removed += u32::from(scoring == ScoringMethod::Area)
            }
            PointReason::DeadWhite => {
                black.dead_removed += u32::from(scoring == ScoringMethod::Area)
            }
            _ => {}
        }
    }
    black.captures = setup.captures[0];
    white.captures = setup.captures[1];
    let size = board.size();
    let points = size.points() as u32;
    let compensation = f64::from(rules.handicap_compensation.points(setup.handicap));
    let margin_points = black.total - white.total - rules.komi - compensation;
    let result = GameResult::from_margin(margin_points, scoring);
    Score {
        scoring,
        size,
        points,
        base: f64::from(points) / 2.0,
        komi: rules.komi,
        handicap: setup.handicap,
        handicap_compensation: compensation,
        black,
        white,
        margin_points,
        margin_stones: margin_points / 2.0,
        winner: result.winner(),
        result,
        result_sgf: result.to_sgf(),
        result_zh: result.to_zh(),
        result_en: result.to_en(),
        dead: dead.vertices(),
        seki: analysis.seki_points(),
        unsettled: analysis.unsettled(),
        ownership,
    }
}

#[cfg(test)]
mod tests;
