//! Game information: players, ranks, date, rules, komi, handicap, result, and the board size.
//!
//! # Komi
//!
//! `KM` is a Real giving komi in points, but Chinese records found in the wild also give it in
//! stones (`KM[3.75]`: under Chinese area counting one stone is two points, so 3¾ stones is
//! 7.5 points) or multiplied by 100 (`KM[375]`, `KM[750]`). [`Komi::from_sgf`] turns all of
//! these into points by these rules, in order, and keeps the original text:
//!
//! 1. The value is read as a Real. A decimal comma (`6,5`) and surrounding spaces are accepted.
//! 2. **Hundredths.** A value written without a fraction whose size is 100 or more is divided
//!    by 100: no komi in points comes near 100 (`KM[750]` → 7.5, `KM[375]` → 3.75).
//! 3. **Stones.** A value whose fraction is ¼ or ¾ cannot be points (komi in points is always a
//!    whole or half number); when the rules (`RU`) are Chinese or not given, it is read as
//!    stones and doubled (`3.75` → 7.5, `2.75` → 5.5). Under other rules it is left as it is.
//!
//! So `KM[3.75]RU[Chinese]`, `KM[375]` and `KM[750]` all give 7.5 points, and `KM[6.5]` is
//! 6.5 points under any rules. [`Komi::form`] tells which rules applied. A value that cannot be
//! read at all, or whose size is beyond [`Rules::MAX_KOMI`](crate::Rules::MAX_KOMI) points,
//! gives no komi.
//!
//! These guesses are for other programs' records only. A record that tengen wrote (its root's
//! `AP` starts with `tengen`) gives `KM` in points as `FF[4]` says, exactly as written:
//! `KM[150]` is 150 points and `KM[3.75]` is 3.75 points ([`Komi::from_record`]).

use super::error::{ErrorKind, SgfError, excerpt};
use super::props::board_of;
use super::tree::{GameTree, Node};
use super::value::{self, format_real};
use crate::{BoardSize, Color, Rules};

/// The `AP` value tengen's writers put in a record's root: `tengen:` and the version.
#[must_use]
pub fn application() -> String {
    format!("tengen:{}", env!("CARGO_PKG_VERSION"))
}

/// Whether a root node's `AP` says tengen wrote the record.
#[must_use]
pub fn written_by_tengen(root: &Node) -> bool {
    root.raw("AP").is_some_and(|ap| value::unescape_simple_text(ap).trim_start().starts_with("tengen"))
}

/// How a `KM` value was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KomiForm {
    /// In points, as `FF[4]` says (`KM[6.5]`).
    Points,
    /// In stones (`KM[3.75]` with Chinese rules): doubled.
    Stones,
    /// In hundredths of a point (`KM[750]`).
    HundredthsOfPoints,
    /// In hundredths of a stone (`KM[375]`).
    HundredthsOfStones,
}

/// Komi in points, with the text it was read from.
#[derive(Debug, Clone, PartialEq)]
pub struct Komi {
    /// Komi in points, added to White's score.
    pub points: f64,
    /// The `KM` value as written in the record (raw).
    pub original: String,
    /// How the original was written.
    pub form: KomiForm,
}

impl Komi {
    /// A komi given in points (written back as `KM[points]`).
    #[must_use]
    pub fn from_points(points: f64) -> Komi {
        Komi { points, original: format_real(points), form: KomiForm::Points }
    }

    /// Reads a raw `KM` value with the normalisation rules of this module; `rules` is the raw
    /// `RU` value, if any.
    #[must_use]
    pub fn from_sgf(raw: &str, rules: Option<&str>) -> Option<Komi> {
        let text = value::unescape_simple_text(raw);
        let t = text.trim().replace(',', ".");
        let mut v = value::parse_real(&t)?;
        let mut hundredths = false;
        if !t.contains('.') && v.abs() >= 100.0 {
            v /= 100.0;
            hundredths = true;
        }
        let quarters = v * 4.0;
        let is_quarter = quarters.fract() == 0.0 && (quarters as i64) % 2 != 0;
        let stones = is_quarter && rules.is_none_or(is_chinese_rules);
        let form = match (hundredths, stones) {
            (false, false) => KomiForm::Points,
            (false, true) => KomiForm::Stones,
            (true, false) => KomiForm::HundredthsOfPoints,
            (true, true) => KomiForm::HundredthsOfStones,
        };
        let points = if stones { v * 2.0 } else { v };
        (points.abs() <= Rules::MAX_KOMI).then(|| Komi { points, original: raw.to_string(), form })
    }

    /// Reads a raw `KM` value exactly as `FF[4]` defines it: a Real in points, with no
    /// guessing (for records tengen wrote). `None` when it is no Real or beyond
    /// [`Rules::MAX_KOMI`].
    #[must_use]
    pub fn from_points_text(raw: &str) -> Option<Komi> {
        let text = value::unescape_simple_text(raw);
        let points = value::parse_real(text.trim())?;
        (points.abs() <= Rules::MAX_KOMI).then(|| Komi { points, original: raw.to_string(), form: KomiForm::Points })
    }

    /// The komi of a record's root node: [`Komi::from_points_text`] when tengen wrote the
    /// record, [`Komi::from_sgf`] with the root's `RU` otherwise. `None` without a readable `KM`.
    #[must_use]
    pub fn from_record(root: &Node) -> Option<Komi> {
        let raw = root.raw("KM")?;
        if written_by_tengen(root) { Komi::from_points_text(raw) } else { Komi::from_sgf(raw, root.raw("RU")) }
    }

    /// Komi in half points (`7.5` → 15), if it is a whole number of half points.
    #[must_use]
    pub fn half_points(&self) -> Option<i32> {
        let h = self.points * 2.0;
        (h.fract() == 0.0 && h.abs() < 1e9).then_some(h as i32)
    }
}

/// Whether an `RU` value names the Chinese rules (`Chinese`, `CN`, `China`, `中国`, `中國`,
/// in any ASCII case; the raw value may be escaped).
#[must_use]
pub fn is_chinese_rules(ru: &str) -> bool {
    let r = value::unescape_simple_text(ru).trim().to_ascii_lowercase();
    r.contains("chinese") || r.contains("china") || r == "cn" || r.contains("中国") || r.contains("中國")
}

/// How a game was won.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum WinBy {
    /// By this many points.
    Points(f64),
    /// `R`, `Resign`.
    Resignation,
    /// `T`, `Time`.
    Time,
    /// `F`, `Forfeit`.
    Forfeit,
    /// `B+` with nothing after.
    Unspecified,
}

/// A game's result as `RE` gives it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum GameResult {
    /// `B+...` or `W+...`.
    #[allow(missing_docs)]
    Win { winner: Color, by: WinBy },
    /// `0`, `Draw` or `Jigo`.
    Draw,
    /// No result (`Void`).
    Void,
    /// Unknown (`?`).
    Unknown,
}

impl GameResult {
    /// Reads an `RE` value (`B+R`, `W+3.5`, `B+Resign`, `W+T`, `B+F`, `0`, `Draw`, `Void`, `?`).
    #[must_use]
    pub fn from_sgf(raw: &str) -> Option<GameResult> {
        let text = value::unescape_simple_text(raw);
        let t = text.trim();
        match t.to_ascii_lowercase().as_str() {
            "0" | "draw" | "jigo" => return Some(GameResult::Draw),
            "void" => return Some(GameResult::Void),
            "?" => return Some(GameResult::Unknown),
            _ => {}
        }
        let (who, how) = t.split_once('+')?;
        let winner = match who.trim() {
            "B" | "b" => Color::Black,
            "W" | "w" => Color::White,
            _ => return None,
        };
        let by = match how.trim().to_ascii_lowercase().as_str() {
            "" => WinBy::Unspecified,
            "r" | "resign" => WinBy::Resignation,
            "t" | "time" => WinBy::Time,
            "f" | "forfeit" => WinBy::Forfeit,
            n => WinBy::Points(value::parse_real(n)?),
        };
        Some(GameResult::Win { winner, by })
    }

    /// The SGF text of the result (`B+R`, `W+3.5`, `0`, `Void`, `?`).
    #[must_use]
    pub fn to_sgf(&self) -> String {
        match self {
            GameResult::Draw => "0".into(),
            GameResult::Void => "Void".into(),
            GameResult::Unknown => "?".into(),
            GameResult::Win { winner, by } => {
                let w = value::color_to_sgf(*winner);
                match by {
                    WinBy::Points(p) => format!("{w}+{}", format_real(*p)),
                    WinBy::Resignation => format!("{w}+R"),
                    WinBy::Time => format!("{w}+T"),
                    WinBy::Forfeit => format!("{w}+F"),
                    WinBy::Unspecified => format!("{w}+"),
                }
            }
        }
    }
}

/// The game information of a record, decoded. Fields are `None` when the property is absent or
/// (for numbers) cannot be read; the raw properties stay on the node.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GameInfo {
    /// `FF`: file format version.
    pub format: Option<i64>,
    /// `GM`: the game (1 is Go).
    pub game: Option<i64>,
    /// `CA`: the character set the file declared.
    pub charset: Option<String>,
    /// `AP`: application name and version.
    pub application: Option<(String, String)>,
    /// `SZ` as columns × rows.
    pub size: Option<(u8, u8)>,
    /// `PB`: Black's name.
    pub black: Option<String>,
    /// `PW`: White's name.
    pub white: Option<String>,
    /// `BR`: Black's rank.
    pub black_rank: Option<String>,
    /// `WR`: White's rank.
    pub white_rank: Option<String>,
    /// `BT`: Black's team.
    pub black_team: Option<String>,
    /// `WT`: White's team.
    pub white_team: Option<String>,
    /// `DT`: date(s), as written (`FF[4]` gives `YYYY-MM-DD`, with shortcuts).
    pub date: Option<String>,
    /// `EV`: the event.
    pub event: Option<String>,
    /// `RO`: the round.
    pub round: Option<String>,
    /// `PC`: the place.
    pub place: Option<String>,
    /// `GN`: the game's name.
    pub name: Option<String>,
    /// `GC`: a comment on the game.
    pub comment: Option<String>,
    /// `RU`: rules, as written.
    pub rules: Option<String>,
    /// `KM`, normalised to points (see the module documentation).
    pub komi: Option<Komi>,
    /// `HA`: number of handicap stones.
    pub handicap: Option<i64>,
    /// `TM`: main time in seconds.
    pub time_limit: Option<f64>,
    /// `OT`: overtime, as written.
    pub overtime: Option<String>,
    /// `RE`: result, as written; see [`GameInfo::parsed_result`].
    pub result: Option<String>,
    /// `SO`: the source of the record.
    pub source: Option<String>,
    /// `AN`: the annotator.
    pub annotator: Option<String>,
    /// `CP`: copyright.
    pub copyright: Option<String>,
    /// `ON`: the opening played.
    pub opening: Option<String>,
    /// `US`: who entered the record.
    pub user: Option<String>,
}

impl GameInfo {
    /// Reads the game information of a node (normally the root).
    #[must_use]
    pub fn from_node(node: &Node) -> GameInfo {
        let simple = |id: &str| node.raw(id).map(value::unescape_simple_text);
        let size = node.raw("SZ").and_then(|raw| {
            let side = |s: &str| value::parse_number(s).and_then(|n| u8::try_from(n).ok());
            match value::split_compose(raw) {
                Some((a, b)) => Some((side(a)?, side(b)?)),
                None => side(raw).map(|s| (s, s)),
            }
        });
        GameInfo {
            format: node.raw("FF").and_then(value::parse_number),
            game: node.raw("GM").and_then(value::parse_number),
            charset: simple("CA"),
            application: node.raw("AP").map(|raw| match value::split_compose(raw) {
                Some((a, b)) => (value::unescape_simple_text(a), value::unescape_simple_text(b)),
                None => (value::unescape_simple_text(raw), String::new()),
            }),
            size,
            black: simple("PB"),
            white: simple("PW"),
            black_rank: simple("BR"),
            white_rank: simple("WR"),
            black_team: simple("BT"),
            white_team: simple("WT"),
            date: simple("DT"),
            event: simple("EV"),
            round: simple("RO"),
            place: simple("PC"),
            name: simple("GN"),
            comment: node.raw("GC").map(value::unescape_text),
            rules: simple("RU"),
            komi: Komi::from_record(node),
            handicap: node.raw("HA").and_then(value::parse_number),
            time_limit: node.raw("TM").and_then(value::parse_real),
            overtime: simple("OT"),
            result: simple("RE"),
            source: simple("SO"),
            annotator: simple("AN"),
            copyright: simple("CP"),
            opening: simple("ON"),
            user: simple("US"),
        }
    }

    /// The result, decoded.
    #[must_use]
    pub fn parsed_result(&self) -> Option<GameResult> {
        self.result.as_deref().and_then(|r| GameResult::from_sgf(&value::escape_text(r)))
    }

    /// Whether the rules are the Chinese rules (see [`is_chinese_rules`]).
    #[must_use]
    pub fn is_chinese(&self) -> bool {
        self.rules.as_deref().is_some_and(is_chinese_rules)
    }

    /// Writes the fields that are set into a node (normally the root), replacing the
    /// properties they come from. Fields that are `None` leave the node's properties alone.
    pub fn write_to(&self, node: &mut Node) {
        use super::tree::Property;
        let mut text = |id: &str, v: &Option<String>| {
            if let Some(v) = v {
                node.set(Property::text(id, v));
            }
        };
        text("CA", &self.charset);
        text("PB", &self.black);
        text("PW", &self.white);
        text("BR", &self.black_rank);
        text("WR", &self.white_rank);
        text("BT", &self.black_team);
        text("WT", &self.white_team);
        text("DT", &self.date);
        text("EV", &self.event);
        text("RO", &self.round);
        text("PC", &self.place);
        text("GN", &self.name);
        text("GC", &self.comment);
        text("RU", &self.rules);
        text("OT", &self.overtime);
        text("RE", &self.result);
        text("SO", &self.source);
        text("AN", &self.annotator);
        text("CP", &self.copyright);
        text("ON", &self.opening);
        text("US", &self.user);
        if let Some(f) = self.format {
            node.set(Property::single("FF", f.to_string()));
        }
        if let Some(g) = self.game {
            node.set(Property::single("GM", g.to_string()));
        }
        if let Some((a, v)) = &self.application {
            node.set(Property::single(
                "AP",
                format!("{}:{}", value::escape_compose(a), value::escape_compose(v)),
            ));
        }
        if let Some((w, h)) = self.size {
            node.set(Property::single("SZ", if w == h { w.to_string() } else { format!("{w}:{h}") }));
        }
        if let Some(k) = &self.komi {
            node.set(Property::single("KM", k.original.clone()));
        }
        if let Some(h) = self.handicap {
            node.set(Property::single("HA", h.to_string()));
        }
        if let Some(t) = self.time_limit {
            node.set(Property::single("TM", format_real(t)));
        }
    }
}

impl GameTree {
    /// The game information in the root node.
    #[must_use]
    pub fn game_info(&self) -> GameInfo {
        GameInfo::from_node(self.root())
    }

    /// The board size for the engine: `SZ` (19×19 when absent), which must be from 2×2 to
    /// 25×25. Errors: `SZ` that is no board size at all, or one the engine does not support.
    pub fn board_size(&self) -> Result<BoardSize, SgfError> {
        let b = board_of(self)?;
        BoardSize::new(b.width, b.height).map_err(|_| {
            let pos = self.root().get("SZ").map(super::tree::Property::pos).unwrap_or_default();
            SgfError::new(
                ErrorKind::UnsupportedBoardSize { width: u32::from(b.width), height: u32::from(b.height) },
                pos,
            )
        })
    }

    /// Komi in points (normalised; see the module documentation of [`super::info`]). `Ok(None)`
    /// when there is no `KM`; an error when it cannot be read.
    pub fn komi(&self) -> Result<Option<Komi>, SgfError> {
        let root = self.root();
        let Some(prop) = root.get("KM") else { return Ok(None) };
        Komi::from_record(root).map(Some).ok_or_else(|| {
            SgfError::new(
                ErrorKind::BadValue {
                    property: "KM".into(),
                    value: excerpt(prop.value()),
                    expected: "a komi from -1000 to 1000 points",
                },
                prop.pos(),
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn komi_rules() {
        let k = |raw: &str, ru: Option<&str>| Komi::from_sgf(raw, ru).map(|k| (k.points, k.form));
        assert_eq!(k("3.75", Some("Chinese")), Some((7.5, KomiForm::Stones)));
        assert_eq!(k("3.75", None), Some((7.5, KomiForm::Stones)));
        assert_eq!(k("3.75", Some("Japanese")), Some((3.75, KomiForm::Points)));
        assert_eq!(k("2.75", Some("CN")), Some((5.5, KomiForm::Stones)));
        assert_eq!(k("375", Some("Chinese")), Some((7.5, KomiForm::HundredthsOfStones)));
        assert_eq!(k("750", None), Some((7.5, KomiForm::HundredthsOfPoints)));
        assert_eq!(k("650", Some("Japanese")), Some((6.5, KomiForm::HundredthsOfPoints)));
        assert_eq!(k("6.5", Some("Chinese")), Some((6.5, KomiForm::Points)));
        assert_eq!(k("0", None), Some((0.0, KomiForm::Points)));
        assert_eq!(k("-3.75", None), Some((-7.5, KomiForm::Stones)));
        assert_eq!(k("6,5", None), Some((6.5, KomiForm::Points)));
        assert_eq!(k("seven", None), None);
        let komi = Komi::from_sgf("375", None).unwrap();
        assert_eq!(komi.original, "375");
        assert_eq!(komi.half_points(), Some(15));
    }

    #[test]
    fn results() {
        let win = |c, by| Some(GameResult::Win { winner: c, by });
        assert_eq!(GameResult::from_sgf("B+R"), win(Color::Black, WinBy::Resignation));
        assert_eq!(GameResult::from_sgf("W+3.5"), win(Color::White, WinBy::Points(3.5)));
        assert_eq!(GameResult::from_sgf("W+Time"), win(Color::White, WinBy::Time));
        assert_eq!(GameResult::from_sgf("0"), Some(GameResult::Draw));
        assert_eq!(GameResult::from_sgf("Void"), Some(GameResult::Void));
        assert_eq!(GameResult::from_sgf("nonsense"), None);
        for r in ["B+R", "W+3.5", "0", "Void", "?", "B+T", "W+F", "B+"] {
            assert_eq!(GameResult::from_sgf(r).unwrap().to_sgf(), r);
        }
    }

    #[test]
    fn chinese_rules_names() {
        for ru in ["Chinese", "chinese", "CN", "中国规则", "China"] {
            assert!(is_chinese_rules(ru), "{ru}");
        }
        assert!(!is_chinese_rules("Japanese"));
    }
}
