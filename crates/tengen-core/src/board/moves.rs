//! Changing the board: what a move would do, placing a stone (merging chains, capturing),
//! taking a move back, and the playouts' fast move and candidate test.

use super::*;

impl Board {
    /// XOR of the Zobrist keys of the chain's stones: its contribution to the hash.
    #[doc(hidden)]
    pub fn chain_hash(&self, p: usize) -> u64 {
        let color = usize::from(self.pts.cells[p] - 1);
        self.chain_points(p).fold(0, |h, s| h ^ zobrist::STONE[color][s])
    }

    /// What playing `color` at `p` would do, without playing it.
    #[doc(hidden)]
    pub fn check_move(&self, p: usize, color: u8) -> MoveCheck {
        if self.at(p) != EMPTY {
            return MoveCheck { occupied: true, captures: false, suicide: false };
        }
        let opponent = 3 - color;
        let mut has_liberty = false;
        let mut captures = false;
        for &n in &self.neighbours(p) {
            let c = self.at(n);
            if c == EMPTY {
                has_liberty = true;
            } else if c == color {
                // A friendly chain gives the new stone a liberty unless p was its last one.
                if !self.chain_in_atari(n) {
                    has_liberty = true;
                }
            } else if c == opponent && self.chain_in_atari(n) {
                captures = true;
            }
        }
        MoveCheck { occupied: false, captures, suicide: !has_liberty && !captures }
    }

    /// The hash the board would have after `color` plays at `p` (an empty point), with
    /// captures and, for a suicide, the removal of the mover's own chain.
    /// `check` is the move's [`Board::check_move`], which the caller has already made.
    #[doc(hidden)]
    pub fn hash_after(&self, p: usize, color: u8, check: MoveCheck) -> u64 {
        let mut heads = [NO_POINT; 4];
        let mut h = self.hash;
        if check.suicide {
            // The stone and every friendly chain it joins come off the board.
            for (i, &n) in self.neighbours(p).iter().enumerate() {
                if self.pts.cells[n] == color {
                    let head = self.head_of(n);
                    if !heads.contains(&head) {
                        heads[i] = head;
                        h ^= self.chain_hash(n);
                    }
                }
            }
            return h;
        }
        h ^= zobrist::STONE[usize::from(color - 1)][p];
        for (i, &n) in self.neighbours(p).iter().enumerate() {
            if self.pts.cells[n] == 3 - color && self.chain_in_atari(n) {
                let head = self.head_of(n);
                if !heads.contains(&head) {
                    heads[i] = head;
                    h ^= self.chain_hash(n);
                }
            }
        }
        h
    }

    #[inline(always)]
    fn set_at(&mut self, p: usize, cell: u8) {
        debug_assert!(p < self.len);
        // SAFETY: as in `head_of`.
        unsafe { *self.pts.cells.get_unchecked_mut(p) = cell };
    }

    #[inline(always)]
    fn set_head(&mut self, p: usize, head: usize) {
        debug_assert!(p < self.len);
        // SAFETY: as in `head_of`.
        unsafe { *self.pts.head.get_unchecked_mut(p) = head as u16 };
    }

    #[inline(always)]
    fn set_next(&mut self, p: usize, next: usize) {
        debug_assert!(p < self.len);
        // SAFETY: as in `head_of`.
        unsafe { *self.pts.next.get_unchecked_mut(p) = next as u16 };
    }

    #[inline(always)]
    fn set_empty_entry(&mut self, i: usize, p: usize) {
        debug_assert!(i < self.size.points() && p < self.len);
        // SAFETY: `i` is below the number of playable points, the length of `empties`, and
        // `p` is a point of this board.
        unsafe {
            *self.pts.empties.get_unchecked_mut(i) = p as u16;
            *self.pts.empty_index.get_unchecked_mut(p) = i as u16;
        }
    }

    #[inline(always)]
    fn add_empty_neighbours(&mut self, p: usize, delta: u8) {
        for &n in &self.neighbours(p) {
            debug_assert!(n < self.len);
            // SAFETY: as in `head_of`.
            let count = unsafe { self.pts.empty_neighbours.get_unchecked_mut(n) };
            *count = count.wrapping_add(delta);
        }
    }

    fn set_stone(&mut self, p: usize, cell: u8) {
        self.set_at(p, cell);
        self.add_empty_neighbours(p, u8::MAX);
        self.hash ^= Self::stone_key(cell, p);
        // Remove p from the empty list by moving the last entry into its slot.
        debug_assert!(self.empty_count > 0);
        self.empty_count -= 1;
        // SAFETY: p is an empty point, so its index is a live entry of the list, and the last
        // live entry is below the list's length.
        let (i, last) = unsafe {
            (usize::from(*self.pts.empty_index.get_unchecked(p)), usize::from(*self.pts.empties.get_unchecked(self.empty_count)))
        };
        self.set_empty_entry(i, last);
    }

    fn clear_stone(&mut self, p: usize) {
        let cell = self.at(p);
        self.hash ^= Self::stone_key(cell, p);
        self.set_at(p, EMPTY);
        self.set_head(p, NO_POINT);
        self.add_empty_neighbours(p, 1);
        self.set_empty_entry(self.empty_count, p);
        self.empty_count += 1;
    }

    /// Puts a stone on an empty point and joins it to its neighbours' chains, without any
    /// capture. Neighbouring chains lose the point as a liberty. Returns whether some opponent
    /// chain is left without liberties (so the caller need only look for captures then).
    ///
    /// The loop over the neighbours has no branch on what is there: on random boards such
    /// branches are mispredicted about half the time, which costs more than the arithmetic.
    /// Empty and border points have head [`NO_POINT`], whose chain record only ever receives
    /// zero updates.
    fn add_stone(&mut self, p: usize, cell: u8) -> bool {
        self.set_stone(p, cell);
        let opponent = 3 - cell;
        // The new stone's own liberties, gathered in registers and added once at the end.
        let mut own = ChainInfo::default();
        let mut opponent_out = false;
        let neighbours = self.neighbours(p);
        let mut heads = [NO_POINT; 4];
        let mut friend = [false; 4];
        for i in 0..4 {
            let n = neighbours[i];
            let c = self.at(n);
            let empty = u16::from(c == EMPTY);
            own.libs += empty;
            own.lib_sum += n as u32 & u32::from(empty).wrapping_neg();
            let stone = u16::from(c.wrapping_sub(1) < 2);
            heads[i] = self.head_of(n);
            let info = self.info_mut(heads[i]);
            info.libs -= stone;
            info.lib_sum -= p as u32 & u32::from(stone).wrapping_neg();
            opponent_out |= (c == opponent) & (info.libs == 0);
            friend[i] = c == cell;
        }
        // The chain the stone joins: the first friendly neighbour's, or `p` itself when there
        // is none (no stone's head is an empty point). Selected without branches: whether a
        // random point has friendly neighbours is a coin toss for the branch predictor.
        let mut own_head = p;
        for i in (0..4).rev() {
            own_head = std::hint::select_unpredictable(friend[i], heads[i], own_head);
        }
        let mut must_merge = false;
        for i in 0..4 {
            must_merge |= friend[i] & (heads[i] != own_head);
        }
        if opaque(must_merge) {
            for i in 1..4 {
                // Looked up now: an earlier merge may have changed this stone's head.
                let head = self.head_of(neighbours[i]);
                if opaque(friend[i] & (head != own_head)) {
                    own_head = self.merge(head, own_head);
                }
            }
        }
        // Splice the stone into its chain's circular list just after the head (far cheaper
        // than making it a chain of its own and merging), or make it a chain of one.
        let alone = own_head == p;
        let after = std::hint::select_unpredictable(alone, p, self.next_of(own_head));
        self.set_head(p, own_head);
        self.set_next(p, after);
        self.set_next(own_head, p);
        let info = self.info_mut(own_head);
        let base = std::hint::select_unpredictable(alone, ChainInfo::default(), *info);
        *info = ChainInfo { stones: base.stones + 1, libs: base.libs + own.libs, lib_sum: base.lib_sum + own.lib_sum };
        opponent_out
    }

    /// Joins two chains of one colour; the larger one's head survives and is returned.
    fn merge(&mut self, a: usize, b: usize) -> usize {
        let (keep, absorb) = if self.info(a).stones >= self.info(b).stones { (a, b) } else { (b, a) };
        let mut s = absorb;
        loop {
            self.set_head(s, keep);
            s = self.next_of(s);
            if s == absorb {
                break;
            }
        }
        let (keep_next, absorb_next) = (self.next_of(keep), self.next_of(absorb));
        self.set_next(keep, absorb_next);
        self.set_next(absorb, keep_next);
        let other = *self.info(absorb);
        let info = self.info_mut(keep);
        info.stones += other.stones;
        info.libs += other.libs;
        info.lib_sum += other.lib_sum;
        keep
    }

    /// Takes a whole chain off the board, noting its stones in `removed`; its neighbours gain
    /// the freed points as liberties.
    fn remove_chain(&mut self, p: usize, removed: &mut Vec<Vertex>) {
        let mut s = p;
        loop {
            removed.push(self.vertex(s));
            s = self.next_of(s);
            if s == p {
                break;
            }
        }
        self.remove_chain_fast(p);
    }

    /// Plays a stone on an empty point: captures opponent chains left without liberties
    /// (第四条: the mover's captures come first), then removes the mover's own chain if it has
    /// none (suicide; the caller decides whether that is allowed). Does not check turns or ko.
    #[doc(hidden)]
    pub fn play_unchecked(&mut self, p: usize, cell: u8) -> MoveEffect {
        debug_assert_eq!(self.pts.cells[p], EMPTY);
        let mut effect = MoveEffect::default();
        self.ko_point = NO_POINT;
        let captures = self.add_stone(p, cell);
        let opponent = 3 - cell;
        for &n in &self.neighbours(p) {
            if captures && self.pts.cells[n] == opponent && self.pts.chain[self.head_of(n)].libs == 0 {
                self.remove_chain(n, &mut effect.captured);
            }
        }
        let own = self.pts.chain[self.head_of(p)];
        if own.libs == 0 {
            self.remove_chain(p, &mut effect.suicided);
        } else if effect.captured.len() == 1 && own.stones == 1 && self.atari_of(p).is_some() {
            self.ko_point = self.point(effect.captured[0]);
        }
        effect
    }

    /// Takes back the move `cell` played at `p`, given what it captured and, for an allowed
    /// suicide, the mover's stones it removed: the board is as it was before the move (the ko
    /// point aside, which the caller restores).
    #[doc(hidden)]
    pub fn take_back(&mut self, p: usize, cell: u8, captured: &[Vertex], suicided: &[Vertex]) {
        if suicided.is_empty() {
            // Lift the stone's whole chain, then put back the others: that splits the chain
            // wherever the stone had joined pieces of it.
            let mut others = Vec::new();
            let mut s = p;
            loop {
                if s != p {
                    others.push(s);
                }
                s = self.next_of(s);
                if s == p {
                    break;
                }
            }
            self.remove_chain_fast(p);
            for s in others {
                let _ = self.add_stone(s, cell);
            }
        } else {
            // The move's stone went with the rest of its chain.
            for &v in suicided {
                let s = self.point(v);
                if s != p {
                    let _ = self.add_stone(s, cell);
                }
            }
        }
        for &v in captured {
            let _ = self.add_stone(self.point(v), 3 - cell);
        }
    }

    #[doc(hidden)]
    pub fn set_ko_point(&mut self, p: usize) {
        self.ko_point = p;
    }

    /// Plays without returning what was captured: the fast path for playouts.
    /// Returns the number of opponent stones captured.
    #[doc(hidden)]
    pub fn play_fast(&mut self, p: usize, cell: u8) -> usize {
        self.ko_point = NO_POINT;
        let opponent = 3 - cell;
        let mut captured = 0;
        let mut last_captured = NO_POINT;
        if self.add_stone(p, cell) {
            for &n in &self.neighbours(p) {
                if opaque((self.at(n) == opponent) & (self.info(self.head_of(n)).libs == 0)) {
                    captured += usize::from(self.info(self.head_of(n)).stones);
                    last_captured = n;
                    self.remove_chain_fast(n);
                }
            }
        }
        let own = *self.info(self.head_of(p));
        if own.libs == 0 {
            self.remove_chain_fast(p);
        } else if captured == 1 && own.stones == 1 && self.atari_of(p).is_some() {
            self.ko_point = last_captured;
        }
        captured
    }

    fn remove_chain_fast(&mut self, p: usize) {
        let mut s = p;
        loop {
            self.clear_stone(s);
            s = self.next_of(s);
            if s == p {
                break;
            }
        }
        let mut s = p;
        loop {
            // Without branches, as in `add_stone`: empty and border points update the unused
            // chain record of NO_POINT by zero.
            for &n in &self.neighbours(s) {
                let stone = u16::from(self.at(n).wrapping_sub(1) < 2);
                let info = self.info_mut(self.head_of(n));
                info.libs += stone;
                info.lib_sum += s as u32 & u32::from(stone).wrapping_neg();
            }
            s = self.next_of(s);
            if s == p {
                break;
            }
        }
    }

    /// Puts a setup stone on an empty point with no capture (for diagrams and handicap
    /// stones). The result may hold chains without liberties; [`crate::Position`] checks.
    #[doc(hidden)]
    pub fn place(&mut self, v: Vertex, color: Color) {
        let p = self.point(v);
        debug_assert_eq!(self.pts.cells[p], EMPTY);
        let _ = self.add_stone(p, cell_of(color));
    }

    /// Whether some chain has no liberty (only possible after [`Board::place`]).
    #[doc(hidden)]
    pub fn has_chain_without_liberties(&self) -> Option<Vertex> {
        self.size.vertices().find(|&v| {
            let p = self.point(v);
            self.pts.cells[p] != EMPTY && self.pts.chain[self.head_of(p)].libs == 0
        })
    }

    /// Whether `p` is an eye of `color` in the playout sense: every neighbour is a friendly
    /// stone or the edge, and not a false eye (at most one diagonal held by the opponent,
    /// none on the edge or in the corner).
    #[doc(hidden)]
    pub fn is_eye(&self, p: usize, cell: u8) -> bool {
        if self.at(p) != EMPTY {
            return false;
        }
        for &n in &self.neighbours(p) {
            let c = self.at(n);
            if c != cell && c != BORDER {
                return false;
            }
        }
        self.diagonals_make_eye(p, cell)
    }

    /// Whether a playout may play `cell` at the empty point `p`: legal apart from ko, and not
    /// one of its own eyes (as [`Board::is_eye`]).
    ///
    /// Most candidates have an empty neighbour and are taken after one read. The rest are
    /// decided without branches: late in a playout about half of them are eyes or suicides,
    /// an outcome no branch predictor can guess.
    #[inline(always)]
    #[doc(hidden)]
    pub fn playout_candidate(&self, p: usize, cell: u8) -> bool {
        // SAFETY: as in `head_of`.
        if unsafe { *self.pts.empty_neighbours.get_unchecked(p) } != 0 {
            return true;
        }
        let opponent = 3 - cell;
        let neighbours = self.neighbours(p);
        // Written out rather than `neighbours.map(..)`: the size-first wasm build calls
        // `array::map` as a function (7% of a playout's time there).
        let heads = [self.head_of(neighbours[0]), self.head_of(neighbours[1]), self.head_of(neighbours[2]), self.head_of(neighbours[3])];
        // Every neighbour is a stone or the edge, so `p` is a liberty of each neighbouring
        // chain, counted once per stone of it that touches `p`; the chain is in atari exactly
        // when that is all of its pseudo-liberties. Border points have head NO_POINT, whose
        // record holds zero, and are masked out below.
        let same = |a: usize, b: usize| u16::from(heads[a] == heads[b]);
        let (s01, s02, s03, s12, s13, s23) = (same(0, 1), same(0, 2), same(0, 3), same(1, 2), same(1, 3), same(2, 3));
        let touching = [1 + s01 + s02 + s03, 1 + s01 + s12 + s13, 1 + s02 + s12 + s23, 1 + s03 + s13 + s23];
        let mut no_opponent = true;
        let mut legal = false;
        for i in 0..4 {
            let c = self.at(neighbours[i]);
            let in_atari = self.info(heads[i]).libs == touching[i];
            let is_opponent = c == opponent;
            no_opponent &= !is_opponent;
            // Legal if it captures an opponent chain or a friendly chain keeps a liberty.
            legal |= (c != BORDER) & (in_atari == is_opponent);
        }
        // One branch for the caller, not one on `legal` and another on the eye (which the
        // compiler would otherwise split this into): each is as unpredictable as the other.
        let eye = no_opponent & self.diagonals_make_eye(p, cell);
        opaque(legal & !eye)
    }

    /// For a point whose neighbours are all `cell` stones or the edge: whether the diagonals
    /// make it a real eye (at most one opponent diagonal, none on the edge).
    #[inline(always)]
    fn diagonals_make_eye(&self, p: usize, cell: u8) -> bool {
        let opponent = 3 - cell;
        let mut bad = 0;
        let mut edge = false;
        for &d in &self.diagonals(p) {
            let c = self.at(d);
            bad += usize::from(c == opponent);
            edge |= c == BORDER;
        }
        bad + usize::from(edge) < 2
    }
}
