//! Sorting the engine's short lists (captures, a chain's stones or liberties, star points).
//!
//! The standard library's sorts are fast on long inputs but large: compiled at this crate's
//! opt-level 3 (see lib.rs), their copies for this crate's few lists added about 24 KB to the
//! wasm before compression. The lists here are short — at most the points of one board, and
//! usually a handful — so one small insertion sort does.

use crate::Vertex;

/// Sorts `items` by `key`, keeping equal keys in their order (like `sort_by_key`), by
/// insertion: quadratic in the worst case, which for a board's few hundred points is still
/// well under a millisecond, and linear on input already in order.
pub fn sort_small_by_key<T: Copy, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..items.len() {
        let item = items[i];
        let k = key(&item);
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > k {
            items[j] = items[j - 1];
            j -= 1;
        }
        items[j] = item;
    }
}

/// Sorts points in reading order (by row from the top, then by column): the order in which
/// every list of points in the API is given. Inline, so that it is compiled with its caller
/// (for speed when that is a move).
#[inline]
pub fn sort_reading_order(points: &mut [Vertex]) {
    sort_small_by_key(points, |v| (v.y, v.x));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_sort_and_keeps_equal_keys_in_order() {
        let mut seed = 7u32;
        for len in 0..40 {
            let mut items: Vec<(u8, u32)> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    ((seed >> 16) as u8 % 5, i)
                })
                .collect();
            let mut expected = items.clone();
            expected.sort_by_key(|&(k, _)| k);
            sort_small_by_key(&mut items, |&(k, _)| k);
            assert_eq!(items, expected, "length {len}");
        }
    }

    #[test]
    fn reading_order_is_by_row_then_column() {
        let mut points = vec![Vertex::new(2, 1), Vertex::new(0, 2), Vertex::new(1, 1), Vertex::new(5, 0)];
        sort_reading_order(&mut points);
        assert_eq!(points, [Vertex::new(5, 0), Vertex::new(1, 1), Vertex::new(2, 1), Vertex::new(0, 2)]);
    }
}
