//! The referee's penalties (the referee rules of the Chinese Weiqi Rules): what happens to a
//! player who breaks a rule in a game with a referee, recorded so that the game record can
//! carry every ruling as a comment.
//!
//! - A move on a forbidden point (第十九条 禁着点) or an immediate ko recapture (第二十条一),
//!   and a repetition of the whole board, is void and the player loses the turn
//!   (着手无效，弃权一次): [`Referee::judge_illegal`] rules, [`enact`] plays a pass for them. (A move on an
//!   occupied point cannot be made on a real board; a device refuses it without a penalty.)
//! - The referee may give a warning (touching the clock before the move, lifting a stone
//!   already played, taking stones that still had liberties, …); the second warning in one
//!   game loses it (满二次者判该局为负): [`Referee::warn`].
//!
//! The referee only rules and records ([`Referee`] holds no game); [`enact`] carries a ruling
//! out on a core [`Game`], and a page does the same on its own game from [`Ruling::effect`].
//! - A player who moves twice in a row while the other has not passed loses
//!   (连走二步者为负): [`Referee::played_twice`].
//! - A sealed move on a point occupied by the time the game resumes loses the turn
//!   (如封棋之点已有棋子时判弃权一次): [`crate::adjourn`].
//! - Running out of time loses (用时超过时限一律判负).
//!
//! Also [`concede_contested`]: under sudden death (包干 (4)), a player who gives up the fight
//! on the board and stops the clock gives every contested point to the opponent.

use crate::game::{Game, GameEnd};
use crate::score::{GameResult, Score};
use crate::{Color, IllegalMove};

/// Why the referee warns a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum WarningReason {
    /// Pressed the clock before or while placing the stone (落子之前和落子同时按计时器).
    ClockBeforeMove,
    /// Lifted a stone already played to put it elsewhere (拿起下在别处).
    MovedStone,
    /// Took stones that still had liberties (误将对方有气之子提取).
    WrongCapture,
    /// Another breach the referee names (disturbing the opponent, …).
    Other,
}

impl WarningReason {
    /// Reads a reason's code (`clockBeforeMove`, `movedStone`, `wrongCapture`, `other`).
    #[must_use]
    pub fn from_code(code: &str) -> Option<WarningReason> {
        Some(match code {
            "clockBeforeMove" => WarningReason::ClockBeforeMove,
            "movedStone" => WarningReason::MovedStone,
            "wrongCapture" => WarningReason::WrongCapture,
            "other" => WarningReason::Other,
            _ => return None,
        })
    }

    fn zh(self) -> &'static str {
        match self {
            WarningReason::ClockBeforeMove => "落子前按钟",
            WarningReason::MovedStone => "棋子下定后又拿起",
            WarningReason::WrongCapture => "误提有气之子",
            WarningReason::Other => "违反赛场纪律",
        }
    }

    fn en(self) -> &'static str {
        match self {
            WarningReason::ClockBeforeMove => "pressed the clock before the move",
            WarningReason::MovedStone => "lifted a stone already played",
            WarningReason::WrongCapture => "took stones that still had liberties",
            WarningReason::Other => "broke the rules of play",
        }
    }
}

/// Why a move was void.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum VoidReason {
    /// 禁着点 (第十九条).
    Suicide,
    /// 劫争马上回提 (第二十条一).
    Ko,
    /// A whole-board position repeated (全局同形再现).
    Superko,
}

impl VoidReason {
    /// The void reason for an engine refusal, if the referee penalises it.
    #[must_use]
    pub const fn of(err: IllegalMove) -> Option<VoidReason> {
        match err {
            IllegalMove::Suicide(_) => Some(VoidReason::Suicide),
            IllegalMove::Ko(_) => Some(VoidReason::Ko),
            IllegalMove::Superko(_) => Some(VoidReason::Superko),
            _ => None,
        }
    }

    /// The same from the engine's reason code (`suicide`, `ko`, `superko`).
    #[must_use]
    pub fn from_code(code: &str) -> Option<VoidReason> {
        Some(match code {
            "suicide" => VoidReason::Suicide,
            "ko" => VoidReason::Ko,
            "superko" => VoidReason::Superko,
            _ => return None,
        })
    }
}

/// What a ruling does to the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Effect {
    /// Nothing on the board (a first warning).
    None,
    /// The player loses the turn: a pass is played for them.
    LoseTurn,
    /// The player loses the game.
    LoseGame,
}

/// What the referee decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Ruling {
    /// 着手无效，弃权一次: the move is void and the turn is lost.
    VoidMove { color: Color, reason: VoidReason },
    /// A warning; `count` is the player's warnings in this game so far.
    Warning { color: Color, why: WarningReason, count: u32 },
    /// The second warning: the game is lost.
    LostByWarnings { color: Color },
    /// 连走二步者为负.
    LostByPlayingTwice { color: Color },
    /// The sealed point was occupied when the game resumed: the turn is lost.
    SealedPointOccupied { color: Color },
    /// 用时超过时限一律判负.
    LostOnTime { color: Color },
}

impl Ruling {
    /// The player the ruling is against.
    #[must_use]
    pub const fn color(self) -> Color {
        match self {
            Ruling::VoidMove { color, .. }
            | Ruling::Warning { color, .. }
            | Ruling::LostByWarnings { color }
            | Ruling::LostByPlayingTwice { color }
            | Ruling::SealedPointOccupied { color }
            | Ruling::LostOnTime { color } => color,
        }
    }

    /// Whether the ruling ends the game.
    #[must_use]
    pub const fn loses(self) -> bool {
        matches!(self, Ruling::LostByWarnings { .. } | Ruling::LostByPlayingTwice { .. } | Ruling::LostOnTime { .. })
    }

    /// What the ruling does to the game.
    #[must_use]
    pub const fn effect(self) -> Effect {
        match self {
            Ruling::VoidMove { .. } | Ruling::SealedPointOccupied { .. } => Effect::LoseTurn,
            Ruling::Warning { .. } => Effect::None,
            _ => Effect::LoseGame,
        }
    }

    /// The SGF `RE` of a ruling that ends the game: `W+T` when Black ran out of time, `W+F`
    /// for a game lost by a penalty.
    #[must_use]
    pub fn result_sgf(self) -> Option<String> {
        let winner = self.color().opponent();
        let end = match self {
            Ruling::LostOnTime { .. } => GameEnd::Timeout { winner },
            Ruling::LostByWarnings { .. } | Ruling::LostByPlayingTwice { .. } => GameEnd::Forfeit { winner },
            _ => return None,
        };
        GameResult::from_end(end).map(GameResult::to_sgf)
    }

    /// The ruling as the referee states it, for the record (SGF `C`) and the page.
    #[must_use]
    pub fn text_zh(self) -> String {
        let who = self.color().name_zh();
        match self {
            Ruling::VoidMove { reason, .. } => {
                let why = match reason {
                    VoidReason::Suicide => "下在禁着点",
                    VoidReason::Ko => "劫争马上回提",
                    VoidReason::Superko => "全局同形再现",
                };
                format!("裁判：{who}方{why}，着手无效，弃权一次。")
            }
            Ruling::Warning { why, count, .. } => {
                format!("裁判：{who}方{}，警告一次（本局第{count}次）。", why.zh())
            }
            Ruling::LostByWarnings { .. } => format!("裁判：{who}方本局警告满二次，判负。"),
            Ruling::LostByPlayingTwice { .. } => format!("裁判：{who}方连走二步，判负。"),
            Ruling::SealedPointOccupied { .. } => {
                format!("裁判：{who}方封棋之点已有棋子，弃权一次。")
            }
            Ruling::LostOnTime { .. } => format!("裁判：{who}方用时超过时限，判负。"),
        }
    }

    #[must_use]
    pub fn text_en(self) -> String {
        let who = self.color().name_en();
        let who = format!("{}{}", who[..1].to_uppercase(), &who[1..]);
        match self {
            Ruling::VoidMove { reason, .. } => {
                let why = match reason {
                    VoidReason::Suicide => "played on a forbidden point",
                    VoidReason::Ko => "retook the ko at once",
                    VoidReason::Superko => "repeated an earlier whole-board position",
                };
                format!("Referee: {who} {why}; the move is void and {who} loses the turn.")
            }
            Ruling::Warning { why, count, .. } => {
                format!("Referee: {who} {}: a warning (number {count} in this game).", why.en())
            }
            Ruling::LostByWarnings { .. } => {
                format!("Referee: {who} has had two warnings in this game and loses it.")
            }
            Ruling::LostByPlayingTwice { .. } => {
                format!("Referee: {who} played twice in a row and loses the game.")
            }
            Ruling::SealedPointOccupied { .. } => {
                format!("Referee: {who}'s sealed point is occupied; {who} loses the turn.")
            }
            Ruling::LostOnTime { .. } => {
                format!("Referee: {who} has run out of time and loses the game.")
            }
        }
    }
}

impl Ruling {
    /// Every ruling the referee can give (a warning numbered 1 or 2: the second loses the
    /// game), for reading rulings back from their text in a record.
    #[must_use]
    pub fn all() -> Vec<Ruling> {
        let mut out = Vec::new();
        for color in [Color::Black, Color::White] {
            for reason in [VoidReason::Suicide, VoidReason::Ko, VoidReason::Superko] {
                out.push(Ruling::VoidMove { color, reason });
            }
            for why in [
                WarningReason::ClockBeforeMove,
                WarningReason::MovedStone,
                WarningReason::WrongCapture,
                WarningReason::Other,
            ] {
                for count in 1..=2 {
                    out.push(Ruling::Warning { color, why, count });
                }
            }
            out.extend([
                Ruling::LostByWarnings { color },
                Ruling::LostByPlayingTwice { color },
                Ruling::SealedPointOccupied { color },
                Ruling::LostOnTime { color },
            ]);
        }
        out
    }

    /// The ruling a line of a record's comment states (as the room writes it: the Chinese
    /// text, a space and the English; or either alone), or `None` for any other text.
    #[must_use]
    pub fn from_text(line: &str) -> Option<Ruling> {
        let line = line.trim();
        Ruling::all().into_iter().find(|r| {
            let (zh, en) = (r.text_zh(), r.text_en());
            line == zh || line == en || line.strip_prefix(zh.as_str()).is_some_and(|rest| rest.trim() == en)
        })
    }

    /// The node of the main line a ruling given with `move_number` moves played is written
    /// on: a lost turn on the pass played for it, anything else on the last move.
    #[must_use]
    pub const fn record_node(self, move_number: usize) -> usize {
        match self.effect() {
            Effect::LoseTurn => move_number + 1,
            _ => move_number,
        }
    }
}

/// A ruling and the move number it was given at (the moves played before it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Recorded {
    pub move_number: usize,
    pub ruling: Ruling,
}

/// The referee of one game: warnings so far and every ruling, in order. It serializes (a
/// page keeps it with the game).
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Referee {
    warnings: [u32; 2],
    rulings: Vec<Recorded>,
}

impl Referee {
    #[must_use]
    pub fn new() -> Referee {
        Referee::default()
    }

    /// A referee that has given `rulings`, in order (read back from a record): the warnings
    /// are counted again from them.
    #[must_use]
    pub fn from_rulings(rulings: Vec<Recorded>) -> Referee {
        let mut warnings = [0; 2];
        for r in &rulings {
            if let Ruling::Warning { color, .. } = r.ruling {
                warnings[color.index()] += 1;
            }
        }
        Referee { warnings, rulings }
    }

    /// Every ruling so far.
    #[must_use]
    pub fn rulings(&self) -> &[Recorded] {
        &self.rulings
    }

    /// `color`'s warnings so far.
    #[must_use]
    pub fn warnings(&self, color: Color) -> u32 {
        self.warnings[color.index()]
    }

    fn record(&mut self, move_number: usize, ruling: Ruling) -> Ruling {
        self.rulings.push(Recorded { move_number, ruling });
        ruling
    }

    /// `color` tried a move the engine refused for `reason`, with `move_number` moves played.
    /// A forbidden point, a ko retaken at once or a repeated position is void and costs the
    /// turn; anything else (an occupied point, a finished game) is no move at all: `None`,
    /// and nothing is recorded.
    pub fn judge_illegal(&mut self, color: Color, reason: Option<VoidReason>, move_number: usize) -> Option<Ruling> {
        let reason = reason?;
        Some(self.record(move_number, Ruling::VoidMove { color, reason }))
    }

    /// The same for the player to move in a core `game`, carried out (a pass is played).
    pub fn illegal_move(&mut self, game: &mut Game, err: IllegalMove) -> Option<Ruling> {
        let ruling = self.judge_illegal(game.to_move(), VoidReason::of(err), game.moves().len())?;
        enact(ruling, game);
        Some(ruling)
    }

    /// A warning to `color`; the second in the game loses it (the ruling returned is then
    /// [`Ruling::LostByWarnings`], recorded after the warning).
    pub fn warn(&mut self, color: Color, why: WarningReason, move_number: usize) -> Ruling {
        self.warnings[color.index()] += 1;
        let count = self.warnings[color.index()];
        let warning = self.record(move_number, Ruling::Warning { color, why, count });
        if count >= 2 {
            return self.record(move_number, Ruling::LostByWarnings { color });
        }
        warning
    }

    /// `color` moved again while it was the opponent's turn (and the opponent had not
    /// passed): the game is lost.
    pub fn played_twice(&mut self, color: Color, move_number: usize) -> Ruling {
        self.record(move_number, Ruling::LostByPlayingTwice { color })
    }

    /// `color` ran out of time: the game is lost (SGF `W+T` / `B+T`).
    pub fn lost_on_time(&mut self, color: Color, move_number: usize) -> Ruling {
        self.record(move_number, Ruling::LostOnTime { color })
    }

    /// `color`'s sealed point was occupied on resumption: the turn is lost.
    pub fn sealed_point_occupied(&mut self, color: Color, move_number: usize) -> Ruling {
        self.record(move_number, Ruling::SealedPointOccupied { color })
    }
}

/// Carries a ruling out on a core game: a pass for a lost turn, the end of the game for a
/// loss. Returns whether the game changed.
pub fn enact(ruling: Ruling, game: &mut Game) -> bool {
    let color = ruling.color();
    match ruling {
        Ruling::VoidMove { .. } | Ruling::SealedPointOccupied { .. } => game.pass_as(color).is_ok(),
        Ruling::Warning { .. } => false,
        Ruling::LostOnTime { .. } => game.lose_on_time(color).is_ok(),
        Ruling::LostByWarnings { .. } | Ruling::LostByPlayingTwice { .. } => game.forfeit(color).is_ok(),
    }
}

/// The count when `conceder` gave up the fight under sudden death: every shared point goes
/// to the opponent instead of half to each. Returns `(black total, white total, result)`.
#[must_use]
pub fn concede_contested(score: &Score, conceder: Color) -> (f64, f64, GameResult) {
    let shared = score.black.dame_share + score.white.dame_share;
    let (mut black, mut white) =
        (score.black.total - score.black.dame_share, score.white.total - score.white.dame_share);
    match conceder {
        Color::Black => white += shared,
        Color::White => black += shared,
    }
    let margin = black - white - score.komi - score.handicap_compensation;
    (black, white, GameResult::from_margin(margin, score.scoring))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BoardSize, Position, RuleSet, Vertex};

    fn at(game: &Game, gtp: &str) -> Vertex {
        Vertex::from_gtp(gtp, game.size()).unwrap()
    }

    #[test]
    fn a_forbidden_point_is_void_and_the_turn_is_lost() {
        // White to move; A1 has no liberty for White and captures nothing.
        let position = Position::from_diagram(".X...\nX....\n.....\n.....\n.....", Color::White).unwrap();
        let mut game = Game::from_position(position, RuleSet::Chinese.rules());
        let err = game.check(at(&game, "A5")).unwrap_err();
        let mut referee = Referee::new();
        let ruling = referee.illegal_move(&mut game, err).unwrap();
        assert_eq!(ruling, Ruling::VoidMove { color: Color::White, reason: VoidReason::Suicide });
        assert_eq!(ruling.effect(), Effect::LoseTurn);
        assert_eq!(game.to_move(), Color::Black, "White lost the turn");
        assert_eq!(game.moves().len(), 1);
        assert_eq!(ruling.text_zh(), "裁判：白方下在禁着点，着手无效，弃权一次。");
        assert_eq!(
            ruling.text_en(),
            "Referee: White played on a forbidden point; the move is void and White loses the turn."
        );
        assert_eq!(referee.rulings(), [Recorded { move_number: 0, ruling }]);
        // An occupied point is no move at all: nothing changes.
        let occupied = game.check(at(&game, "B5")).unwrap_err();
        assert_eq!(referee.illegal_move(&mut game, occupied), None);
        assert_eq!((game.moves().len(), referee.rulings().len()), (1, 1));
    }

    #[test]
    fn an_immediate_ko_recapture_is_void() {
        let position = Position::from_diagram(".XO..\nXO...\n.....\n.....\n.....", Color::White).unwrap();
        let mut game = Game::from_position(position, RuleSet::Chinese.rules());
        // White A5 takes Black's B5 (A5 was its last liberty); Black retaking at B5 at once is
        // the ko.
        game.play(at(&game, "A5")).unwrap();
        let err = game.check(at(&game, "B5")).unwrap_err();
        assert_eq!(err.code(), "ko");
        let mut referee = Referee::new();
        let ruling = referee.illegal_move(&mut game, err).unwrap();
        assert_eq!(ruling.text_zh(), "裁判：黑方劫争马上回提，着手无效，弃权一次。");
        assert_eq!(game.to_move(), Color::White);
    }

    #[test]
    fn two_warnings_lose_the_game() {
        let mut game = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
        let mut referee = Referee::new();
        let first = referee.warn(Color::Black, WarningReason::ClockBeforeMove, 0);
        assert_eq!(first, Ruling::Warning { color: Color::Black, why: WarningReason::ClockBeforeMove, count: 1 });
        assert!(!enact(first, &mut game) && !first.loses() && first.effect() == Effect::None);
        referee.warn(Color::White, WarningReason::Other, 0);
        let second = referee.warn(Color::Black, WarningReason::MovedStone, 0);
        assert_eq!(second, Ruling::LostByWarnings { color: Color::Black });
        assert!(second.loses());
        assert!(enact(second, &mut game));
        assert_eq!(game.end(), Some(GameEnd::Forfeit { winner: Color::White }));
        assert_eq!(referee.warnings(Color::Black), 2);
        // The referee's book survives being stored.
        let text = serde_json::to_string(&referee).unwrap();
        assert_eq!(serde_json::from_str::<Referee>(&text).unwrap(), referee);
        assert_eq!(second.result_sgf().as_deref(), Some("W+F"));
        assert_eq!(referee.rulings().len(), 4, "three warnings and the loss");
        assert_eq!(second.text_zh(), "裁判：黑方本局警告满二次，判负。");
        assert_eq!(WarningReason::from_code("movedStone"), Some(WarningReason::MovedStone));
        assert_eq!(WarningReason::from_code("nap"), None);
    }

    #[test]
    fn playing_twice_and_time_losses() {
        let mut game = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
        let mut referee = Referee::new();
        let r = referee.played_twice(Color::White, 0);
        enact(r, &mut game);
        assert_eq!(
            (r.result_sgf().as_deref(), game.end()),
            (Some("B+F"), Some(GameEnd::Forfeit { winner: Color::Black }))
        );
        let mut game = Game::new(BoardSize::NINE, RuleSet::Chinese.rules());
        let r = referee.lost_on_time(Color::Black, 0);
        enact(r, &mut game);
        assert_eq!(game.end(), Some(GameEnd::Timeout { winner: Color::White }));
        assert_eq!(r.result_sgf().as_deref(), Some("W+T"));
        assert_eq!(r.text_en(), "Referee: Black has run out of time and loses the game.");
        assert_eq!(Ruling::VoidMove { color: Color::Black, reason: VoidReason::Ko }.result_sgf(), None);
        assert_eq!(VoidReason::from_code("occupied"), None);
        assert_eq!(VoidReason::from_code("superko"), Some(VoidReason::Superko));
    }

    #[test]
    fn giving_up_the_fight_hands_every_shared_point_to_the_opponent() {
        // Black's wall on column C, White's on E: column D is shared (5 points).
        let position = Position::from_diagram("..X.O..\n..X.O..\n..X.O..\n..X.O..\n..X.O..", Color::Black).unwrap();
        let mut game = Game::from_position(position, RuleSet::Chinese.rules());
        game.set_komi(0.0);
        let score = crate::score::count_game(&game, &[]).unwrap();
        assert_eq!((score.black.total, score.white.total), (17.5, 17.5));
        let (black, white, result) = concede_contested(&score, Color::Black);
        assert_eq!((black, white), (15.0, 20.0));
        assert_eq!(result.to_sgf(), "W+5");
        let (black, white, _) = concede_contested(&score, Color::White);
        assert_eq!((black, white), (20.0, 15.0));
    }
}
