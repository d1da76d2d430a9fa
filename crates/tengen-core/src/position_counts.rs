//! How often each position of a game has occurred, by its ko-rule key: the table superko asks
//! on every move (`Game::play`) and undo counts down.
//!
//! A small open-addressing table (linear probing, backward-shift deletion) of `u64` keys
//! with a count each. The keys are Zobrist hashes, already uniformly spread, so their low bits
//! are the slot. It replaces a `HashMap<u64, u8>` with a pass-through hasher: in the
//! size-first wasm build hashbrown's probe, insert and group helpers are each a call, and
//! they were an eighth of a 9×9 move's time through `Game.playAt` (issue 19, item 1).

/// Counts of position keys. A count of 0 marks an empty slot (a key that occurs is counted
/// at least once).
#[derive(Clone, Debug)]
#[doc(hidden)]
pub struct PositionCounts {
    keys: Vec<u64>,
    counts: Vec<u8>,
    /// Keys with a count above 0.
    len: usize,
}

impl PositionCounts {
    /// Room for `expected` keys before the table grows.
    #[doc(hidden)]
    pub fn with_capacity(expected: usize) -> PositionCounts {
        // At most half full: probes stay short.
        let slots = (2 * expected).next_power_of_two().max(16);
        PositionCounts { keys: vec![0; slots], counts: vec![0; slots], len: 0 }
    }

    #[inline(always)]
    fn mask(&self) -> usize {
        self.keys.len() - 1
    }

    /// The slot holding `key`, or the empty slot where it would go.
    #[inline(always)]
    fn slot(&self, key: u64) -> usize {
        let mask = self.mask();
        let mut i = key as usize & mask;
        while self.counts[i] != 0 && self.keys[i] != key {
            i = (i + 1) & mask;
        }
        i
    }

    /// How often `key` has occurred.
    #[doc(hidden)]
    pub fn get(&self, key: u64) -> u8 {
        self.counts[self.slot(key)]
    }

    #[doc(hidden)]
    pub fn contains(&self, key: u64) -> bool {
        self.get(key) > 0
    }

    /// Counts one more occurrence of `key` (saturating at 255), unless `refuse_seen` and it
    /// has occurred already; returns the count after it, or `None` when refused (nothing
    /// changes then). One probe for superko's question and the record of the answer.
    #[inline]
    #[doc(hidden)]
    pub fn add_unless_seen(&mut self, key: u64, refuse_seen: bool) -> Option<u8> {
        if 2 * (self.len + 1) > self.keys.len() {
            self.grow();
        }
        let i = self.slot(key);
        let count = self.counts[i];
        if count > 0 && refuse_seen {
            return None;
        }
        if count == 0 {
            self.keys[i] = key;
            self.len += 1;
        }
        self.counts[i] = count.saturating_add(1);
        Some(self.counts[i])
    }

    /// Counts one more occurrence of `key`; returns the count after it.
    #[doc(hidden)]
    pub fn add(&mut self, key: u64) -> u8 {
        self.add_unless_seen(key, false).unwrap_or(u8::MAX)
    }

    /// Counts one occurrence of `key` less (undo); a key that reaches 0 is taken out.
    #[doc(hidden)]
    pub fn remove_one(&mut self, key: u64) {
        let mut i = self.slot(key);
        if self.counts[i] == 0 {
            return;
        }
        self.counts[i] -= 1;
        if self.counts[i] > 0 {
            return;
        }
        self.len -= 1;
        // Backward-shift deletion: move later keys of the same probe run into the hole, so
        // that every key stays reachable from its home slot without tombstones.
        let mask = self.mask();
        let mut j = i;
        loop {
            j = (j + 1) & mask;
            if self.counts[j] == 0 {
                break;
            }
            let home = self.keys[j] as usize & mask;
            // The key at j may move to i only if its home is not cyclically within (i, j].
            let stays = if i <= j { i < home && home <= j } else { i < home || home <= j };
            if !stays {
                self.keys[i] = self.keys[j];
                self.counts[i] = self.counts[j];
                self.counts[j] = 0;
                i = j;
            }
        }
    }

    fn grow(&mut self) {
        let old_keys = std::mem::take(&mut self.keys);
        let old_counts = std::mem::take(&mut self.counts);
        let slots = 2 * old_keys.len();
        self.keys = vec![0; slots];
        self.counts = vec![0; slots];
        for (key, count) in old_keys.into_iter().zip(old_counts) {
            if count > 0 {
                let i = self.slot(key);
                self.keys[i] = key;
                self.counts[i] = count;
            }
        }
    }

    /// The keys with their counts, in no particular order.
    #[doc(hidden)]
    pub fn iter(&self) -> impl Iterator<Item = (u64, u8)> + '_ {
        self.keys.iter().zip(&self.counts).filter(|&(_, &c)| c > 0).map(|(&k, &c)| (k, c))
    }
}

impl PartialEq for PositionCounts {
    /// The same keys with the same counts (whatever the slots and the table's size).
    fn eq(&self, other: &PositionCounts) -> bool {
        self.len == other.len && self.iter().all(|(k, c)| other.get(k) == c)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use proptest::prelude::*;

    use super::PositionCounts;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

        /// Against a `HashMap` model, with keys crowded onto few slots (small values, so
        /// that probe runs wrap around and deletions shift), through growth.
        #[test]
        fn agrees_with_a_map(ops in prop::collection::vec((0u8..4, 0u64..40, any::<bool>()), 0..400), start in 0usize..20) {
            let mut table = PositionCounts::with_capacity(start);
            let mut model: HashMap<u64, u8> = HashMap::new();
            for (op, key, refuse) in ops {
                let key = key.wrapping_mul(if refuse { 1 } else { 1 << 40 }) ^ (key << 5);
                match op {
                    0 | 1 => {
                        let seen = model.get(&key).copied().unwrap_or(0);
                        let expected = if seen > 0 && refuse { None } else { Some(seen.saturating_add(1)) };
                        prop_assert_eq!(table.add_unless_seen(key, refuse), expected);
                        if let Some(c) = expected {
                            model.insert(key, c);
                        }
                    }
                    _ => {
                        table.remove_one(key);
                        if let Some(c) = model.get_mut(&key) {
                            *c -= 1;
                            if *c == 0 {
                                model.remove(&key);
                            }
                        }
                    }
                }
                prop_assert_eq!(table.len, model.len());
                for (&k, &c) in &model {
                    prop_assert_eq!(table.get(k), c);
                }
                prop_assert_eq!(table.iter().count(), model.len());
            }
        }
    }

    #[test]
    fn counts_saturate_and_equality_ignores_layout() {
        let mut a = PositionCounts::with_capacity(1);
        let mut b = PositionCounts::with_capacity(100);
        for _ in 0..300 {
            a.add(7);
        }
        assert_eq!(a.get(7), 255);
        for _ in 0..255 {
            b.add(7);
        }
        assert_eq!(a, b);
        b.remove_one(7);
        assert_ne!(a, b);
        assert!(!a.contains(8));
    }
}
