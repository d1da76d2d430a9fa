//! Area counting (数子法, 第九条): after the dead stones are removed, each side counts its live
//! stones and the empty points they alone surround; points between both sides' live stones
//! count half to each side. Under Tromp–Taylor, points reaching both colours (or neither)
//! count for nobody.

use super::SideCount;
use super::ownership::{Owner, PointInfo, PointReason};
use crate::Color;

/// Both sides' area counts from an ownership map.
pub(crate) fn count(ownership: &[PointInfo]) -> [SideCount; 2] {
    let mut sides = [SideCount::default(), SideCount::default()];
    for info in ownership {
        match info.owner {
            Owner::Black | Owner::White => {
                let side = &mut sides[info.owner.color().map_or(0, Color::index)];
                match info.reason {
                    PointReason::BlackStone | PointReason::WhiteStone => side.stones += 1,
                    _ => side.area += 1,
                }
            }
            Owner::Shared => {
                for side in &mut sides {
                    side.dame_share += 0.5;
                }
            }
            Owner::Nobody => {}
        }
    }
    for side in &mut sides {
        side.total = f64::from(side.stones + side.area) + side.dame_share;
    }
    sides
}
