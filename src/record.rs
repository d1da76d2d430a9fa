//! The record of a game played in the game room: the engine's SGF of the moves
//! ([`crate::sgf`]) with what a tournament record adds: the players (`PB`, `PW`), the date
//! (`DT`), the time control (`TM` main time in seconds, `OT` overtime), the time each player
//! had left at the end (`BL`, `WL`, with `OB`, `OW` for byo-yomi periods or Canadian stones),
//! a result decided off the board (`RE` `W+T`, `B+F`, …) and the referee's rulings as
//! comments (`C`) on the nodes where they were given, and for a club game the event (`EV`)
//! and round (`RO`). [`read`] takes the same fields back from a record, so a game can be
//! continued from its file, and [`read_rulings`] the referee's rulings from their comments.

use crate::clock::{PlayerTime, TimeControl};
use crate::referee::{Effect, Recorded, Ruling};
use crate::sgf::{self, NodeId, Property, SgfError};

/// What the room adds to the engine's record.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct RoomInfo {
    pub black: String,
    pub white: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub time: Option<TimeControl>,
    /// Black's and White's time at the end of the record.
    pub time_left: Option<[PlayerTime; 2]>,
    /// A result the moves do not show (`W+T`, `B+F`); else the engine's own stays.
    pub result: Option<String>,
    /// `(node, text)`: node 0 is the root, node n the n-th move of the main line.
    pub comments: Vec<(usize, String)>,
    /// `EV`, a club game's event.
    pub event: String,
    /// `RO`, its round (`3 (table 2)`).
    pub round: String,
}

/// `TM` and `OT` for a time control (`OT` as most programs write it: `5x60 byo-yomi`,
/// `25/300 Canadian`, `fischer 10`).
fn time_properties(control: TimeControl) -> Option<(u64, Option<String>)> {
    let s = |ms: u64| ms / 1000;
    Some(match control {
        TimeControl::Unlimited => return None,
        TimeControl::Absolute { main_ms } => (s(main_ms), None),
        TimeControl::Byoyomi { main_ms, periods, period_ms } => {
            (s(main_ms), Some(format!("{periods}x{} byo-yomi", s(period_ms))))
        }
        TimeControl::Canadian { main_ms, stones, period_ms } => {
            (s(main_ms), Some(format!("{stones}/{} Canadian", s(period_ms))))
        }
        TimeControl::Fischer { main_ms, increment_ms } => (s(main_ms), Some(format!("fischer {}", s(increment_ms)))),
    })
}

/// Reads `TM` (seconds) and `OT` back into a time control.
fn read_time(tm: Option<&str>, ot: Option<&str>) -> Option<TimeControl> {
    let main_ms = (tm?.trim().parse::<f64>().ok()? * 1000.0) as u64;
    let Some(ot) = ot.map(str::trim) else {
        return Some(TimeControl::Absolute { main_ms });
    };
    let secs = |t: &str| t.trim().parse::<u64>().ok().map(|n| n * 1000);
    if let Some(rest) = ot.strip_suffix("byo-yomi") {
        let (periods, period) = rest.trim().split_once('x')?;
        return Some(TimeControl::Byoyomi { main_ms, periods: periods.trim().parse().ok()?, period_ms: secs(period)? });
    }
    if let Some(rest) = ot.strip_suffix("Canadian") {
        let (stones, period) = rest.trim().split_once('/')?;
        return Some(TimeControl::Canadian { main_ms, stones: stones.trim().parse().ok()?, period_ms: secs(period)? });
    }
    let increment = ot.strip_prefix("fischer")?;
    Some(TimeControl::Fischer { main_ms, increment_ms: secs(increment)? })
}

/// The main line's nodes, root first.
fn main_line(tree: &sgf::GameTree) -> Vec<NodeId> {
    let mut line = vec![tree.root_id()];
    while let Some(&next) = tree.children(*line.last().unwrap_or(&tree.root_id())).first() {
        line.push(next);
    }
    line
}

/// Seconds as SGF reals: whole tenths.
fn seconds(ms: u64) -> String {
    let tenths = ms / 100;
    if tenths.is_multiple_of(10) { format!("{}", tenths / 10) } else { format!("{}.{}", tenths / 10, tenths % 10) }
}

/// The engine's record `sgf` with the room's information written in.
pub fn annotate(sgf_text: &str, info: &RoomInfo) -> Result<String, SgfError> {
    let mut collection = sgf::parse(sgf_text)?;
    let Some(tree) = collection.trees.first_mut() else {
        return Ok(sgf_text.to_string());
    };
    let line = main_line(tree);
    let root = tree.root_mut();
    for (ident, value) in
        [("PB", &info.black), ("PW", &info.white), ("DT", &info.date), ("EV", &info.event), ("RO", &info.round)]
    {
        if !value.is_empty() {
            root.set(Property::text(ident, value));
        }
    }
    if let Some((tm, ot)) = info.time.and_then(time_properties) {
        root.set(Property::single("TM", tm.to_string()));
        if let Some(ot) = ot {
            root.set(Property::text("OT", &ot));
        }
    }
    if let Some(result) = &info.result {
        root.set(Property::text("RE", result));
    }
    if let (Some(times), Some(control)) = (info.time_left, info.time)
        && control != TimeControl::Unlimited
    {
        let last = tree.node_mut(*line.last().unwrap_or(&NodeId::ROOT));
        for (t, (time, periods)) in times.iter().zip([("BL", "OB"), ("WL", "OW")]) {
            let left = if t.in_overtime { t.period_ms } else { t.main_ms };
            last.set(Property::single(time, seconds(left)));
            if t.in_overtime {
                last.set(Property::single(periods, t.periods.to_string()));
            }
        }
    }
    for (node, text) in &info.comments {
        let Some(&id) = line.get(*node) else { continue };
        let n = tree.node_mut(id);
        let joined = match n.get("C") {
            // A record that was read back already carries its rulings: not written twice.
            Some(old) if old.value().lines().any(|l| l.trim() == text.trim()) => continue,
            Some(old) => format!("{}\n{text}", old.value()),
            None => text.clone(),
        };
        n.set(Property::text("C", &joined));
    }
    Ok(collection.to_sgf())
}

/// The room's information in a record (what [`annotate`] writes; comments are left to the
/// record's own reader).
pub fn read(sgf_text: &str) -> Result<RoomInfo, SgfError> {
    let collection = sgf::parse(sgf_text)?;
    let Some(tree) = collection.trees.first() else {
        return Ok(RoomInfo::default());
    };
    let root = tree.root();
    let text = |ident: &str| root.get(ident).map(|p| p.value().to_string()).unwrap_or_default();
    let time = read_time(root.get("TM").map(Property::value), root.get("OT").map(Property::value));
    let last = tree.node(*main_line(tree).last().unwrap_or(&NodeId::ROOT));
    let time_left = time.and_then(|control| {
        let left = |t: &str, o: &str| -> Option<PlayerTime> {
            let ms = (last.get(t)?.value().trim().parse::<f64>().ok()? * 1000.0).round() as u64;
            let periods = last.get(o).and_then(|p| p.value().trim().parse::<u32>().ok());
            Some(match (control, periods) {
                (TimeControl::Byoyomi { .. } | TimeControl::Canadian { .. }, Some(periods)) => {
                    PlayerTime { main_ms: 0, periods, period_ms: ms, in_overtime: true, flagged: false }
                }
                (
                    TimeControl::Byoyomi { periods, period_ms, .. }
                    | TimeControl::Canadian { stones: periods, period_ms, .. },
                    None,
                ) => PlayerTime { main_ms: ms, periods, period_ms, in_overtime: false, flagged: false },
                _ => PlayerTime { main_ms: ms, periods: 0, period_ms: 0, in_overtime: false, flagged: false },
            })
        };
        Some([left("BL", "OB")?, left("WL", "OW")?])
    });
    let result = root.get("RE").map(|p| p.value().to_string());
    Ok(RoomInfo {
        black: text("PB"),
        white: text("PW"),
        date: text("DT"),
        time,
        time_left,
        result,
        comments: Vec::new(),
        event: text("EV"),
        round: text("RO"),
    })
}

/// The referee's rulings in a record: every line of a main-line comment that states one
/// (as [`annotate`] writes them, see [`Ruling::from_text`]), in order, with the move number it
/// was given at (see [`Ruling::record_node`]). Other comments are left alone.
pub fn read_rulings(sgf_text: &str) -> Result<Vec<Recorded>, SgfError> {
    let collection = sgf::parse(sgf_text)?;
    let Some(tree) = collection.trees.first() else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (node, id) in main_line(tree).into_iter().enumerate() {
        let Some(comment) = tree.node(id).get("C") else { continue };
        for ruling in comment.value().lines().filter_map(Ruling::from_text) {
            let move_number = match ruling.effect() {
                Effect::LoseTurn => node.saturating_sub(1),
                _ => node,
            };
            out.push(Recorded { move_number, ruling });
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// E5, C3, G7 on 9×9, as the engine writes them.
    fn record() -> String {
        "(;GM[1]FF[4]CA[UTF-8]SZ[9]RU[Chinese]KM[7.5];B[ee];W[cg];B[gc])".to_string()
    }

    #[test]
    fn the_room_writes_players_time_result_and_rulings() {
        let t = |main_ms, periods, period_ms, in_overtime| PlayerTime {
            main_ms,
            periods,
            period_ms,
            in_overtime,
            flagged: false,
        };
        let info = RoomInfo {
            black: "李明".into(),
            white: "tengen".into(),
            date: "2026-12-01".into(),
            time: Some(TimeControl::chinese_national(30)),
            time_left: Some([t(0, 3, 42_500, true), t(95_000, 5, 60_000, false)]),
            result: Some("W+T".into()),
            comments: vec![(2, "裁判：白方下在禁着点，着手无效，弃权一次。".into())],
            event: "Autumn club cup".into(),
            round: "3 (table 2)".into(),
        };
        let out = annotate(&record(), &info).unwrap();
        for expected in [
            "PB[李明]",
            "PW[tengen]",
            "DT[2026-12-01]",
            "TM[1800]",
            "OT[5x60 byo-yomi]",
            "RE[W+T]",
            "BL[42.5]",
            "OB[3]",
            "WL[95]",
            "C[裁判：白方下在禁着点",
            "EV[Autumn club cup]",
            "RO[3 (table 2)]",
        ] {
            assert!(out.contains(expected), "{expected} missing from {out}");
        }
        assert!(!out.contains("OW["), "White is still in main time");
        // The moves are still there, and the comment sits on White's C3 (the second move).
        let tree = &crate::sgf::parse(&out).unwrap().trees[0];
        let line = main_line(tree);
        assert_eq!(line.len(), 4);
        assert_eq!(tree.node(line[2]).get("W").map(Property::value), Some("cg"));
        assert!(tree.node(line[2]).has("C"));
        // And read back.
        let back = read(&out).unwrap();
        assert_eq!((back.black.as_str(), back.white.as_str(), back.date.as_str()), ("李明", "tengen", "2026-12-01"));
        assert_eq!(back.time, info.time);
        assert_eq!(back.time_left, info.time_left);
        assert_eq!(back.result.as_deref(), Some("W+T"));
        assert_eq!((back.event.as_str(), back.round.as_str()), ("Autumn club cup", "3 (table 2)"));
    }

    #[test]
    fn the_rulings_written_as_comments_read_back() {
        use crate::Color;
        use crate::referee::{Referee, VoidReason, WarningReason};
        // As the room gives them: White's void move at move 1 (its pass is node 2), a warning
        // to Black at move 2, Black's second warning and the loss at move 3.
        let mut referee = Referee::new();
        let given = [
            referee.judge_illegal(Color::White, Some(VoidReason::Suicide), 1).unwrap(),
            referee.warn(Color::Black, WarningReason::MovedStone, 2),
        ];
        let _ = referee.warn(Color::Black, WarningReason::ClockBeforeMove, 3);
        assert_eq!(referee.rulings().len(), 4);
        let moves = "(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7.5];B[ee];W[];B[cg];W[gc])";
        let comments: Vec<(usize, String)> = referee
            .rulings()
            .iter()
            .map(|r| (r.ruling.record_node(r.move_number), format!("{} {}", r.ruling.text_zh(), r.ruling.text_en())))
            .collect();
        assert_eq!(comments[0].0, 2, "the void move's comment sits on the pass played for it");
        let mut info = RoomInfo { comments, ..RoomInfo::default() };
        // Another program's comment on the same node is kept and not taken for a ruling.
        let with_other = moves.replace("B[cg]", "B[cg]C[a good move]");
        let out = annotate(&with_other, &info).unwrap();
        let back = read_rulings(&out).unwrap();
        assert_eq!(back, referee.rulings(), "every ruling, in order, at its move number");
        assert_eq!(given[1], back[1].ruling);
        let again = Referee::from_rulings(back);
        assert_eq!((again.warnings(Color::Black), again.warnings(Color::White)), (2, 0));
        assert_eq!(again, referee);
        // Annotating a record that already carries the rulings does not write them twice.
        info.black = "李明".into();
        let twice = annotate(&out, &info).unwrap();
        assert_eq!(read_rulings(&twice).unwrap().len(), 4);
        assert!(twice.contains("a good move"));
        // Either language alone is read too; other text is no ruling.
        let ko = Ruling::VoidMove { color: Color::White, reason: VoidReason::Ko };
        let zh_only = format!("(;SZ[9];B[ee];W[]C[{}])", ko.text_zh());
        assert_eq!(read_rulings(&zh_only).unwrap(), [Recorded { move_number: 1, ruling: ko }]);
        assert!(read_rulings("(;SZ[9];B[ee]C[Referee: nobody])").unwrap().is_empty());
    }

    #[test]
    fn every_time_control_reads_back() {
        for control in [
            TimeControl::Absolute { main_ms: 600_000 },
            TimeControl::club(10),
            TimeControl::Canadian { main_ms: 60_000, stones: 25, period_ms: 300_000 },
            TimeControl::Fischer { main_ms: 300_000, increment_ms: 10_000 },
        ] {
            let info = RoomInfo { time: Some(control), ..RoomInfo::default() };
            assert_eq!(read(&annotate(&record(), &info).unwrap()).unwrap().time, Some(control));
        }
        let out = annotate(&record(), &RoomInfo { time: Some(TimeControl::Unlimited), ..RoomInfo::default() }).unwrap();
        assert!(!out.contains("TM["));
        assert!(annotate("(;FF[4]SZ[9];B[zz", &RoomInfo::default()).is_err(), "bad SGF is an error");
    }
}
