//! Territory counting (数目法; Japanese and Korean rules): each side counts the empty points it
//! alone surrounds, plus its prisoners: the stones it captured during the game and the
//! opponent's dead stones removed at the end. Points inside a seki are no territory, dame are
//! worth nothing, and a point where a chain in atari must still connect is not counted (the
//! connection will fill it).

use super::SideCount;
use super::ownership::{Owner, PointInfo, PointReason};
use crate::Color;

/// Both sides' territory counts from an ownership map, the points that need a connection
/// (padded flags are not needed: the caller passes them row by row) and the captures made
/// during the game (by Black, by White).
pub(crate) fn count(
    ownership: &[PointInfo],
    needs_connection: &[bool],
    captures: [u32; 2],
) -> [SideCount; 2] {
    let mut sides = [SideCount::default(), SideCount::default()];
    for (info, &connect) in ownership.iter().zip(needs_connection) {
        match info.reason {
            PointReason::BlackStone => sides[0].stones += 1,
            PointReason::WhiteStone => sides[1].stones += 1,
            PointReason::DeadBlack => sides[1].dead_removed += 1,
            PointReason::DeadWhite => sides[0].dead_removed += 1,
            _ => {}
        }
        if let Some(color) = info.owner.color() {
            let stone = matches!(
                info.reason,
                PointReason::BlackStone | PointReason::WhiteStone
            );
            if !stone {
                let side = &mut sides[color.index()];
                side.area += 1;
                if !info.seki && !connect {
                    side.territory += 1;
                }
            }
        } else if info.owner == Owner::Shared {
            // Dame: worth nothing.
        }
    }
    for color in Color::ALL {
        let side = &mut sides[color.index()];
        side.captures = captures[color.index()];
        side.total = f64::from(side.territory + side.captures + side.dead_removed);
    }
    sides
}
