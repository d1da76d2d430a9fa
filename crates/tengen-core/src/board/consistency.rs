//! A from-scratch recomputation of everything the board keeps incrementally, for the tests
//! and the fuzzers (`Game::same_state`, fuzz/).

use super::*;

impl Board {
    /// Recomputes every chain's pseudo-liberties from scratch and compares them (and the hash
    /// and the empty-point list) with the incrementally kept ones. For tests and fuzzing.
    #[doc(hidden)]
    pub fn check_consistency(&self) -> Result<(), String> {
        let mut hash = 0;
        if self.pts.chain[NO_POINT] != ChainInfo::default() {
            return Err("the chain record of NO_POINT was changed".into());
        }
        for v in self.size.vertices() {
            let p = self.point(v);
            let c = self.pts.cells[p];
            let empty_around = self.neighbours(p).iter().filter(|&&n| self.pts.cells[n] == EMPTY).count();
            if usize::from(self.pts.empty_neighbours[p]) != empty_around {
                return Err(format!("empty-neighbour count at {v:?} is {}, not {empty_around}", self.pts.empty_neighbours[p]));
            }
            if c == EMPTY {
                if self.pts.head[p] != NO_POINT as u16 {
                    return Err(format!("empty point {v:?} still names a chain head"));
                }
                let i = usize::from(self.pts.empty_index[p]);
                if i >= self.empty_count || self.pts.empties[i] as usize != p {
                    return Err(format!("empty list broken at {v:?}"));
                }
                continue;
            }
            hash ^= zobrist::STONE[usize::from(c - 1)][p];
            let h = self.head_of(p);
            let mut info = ChainInfo::default();
            for s in self.chain_points(p) {
                if self.pts.cells[s] != c || self.head_of(s) != h {
                    return Err(format!("chain list of {v:?} is broken"));
                }
                info.stones += 1;
                for &n in &self.neighbours(s) {
                    if self.pts.cells[n] == EMPTY {
                        info.add_lib(n);
                    }
                }
            }
            if info != self.pts.chain[h] {
                return Err(format!("chain at {v:?}: kept {:?}, recomputed {:?}", self.pts.chain[h], info));
            }
            if info.libs == 0 {
                return Err(format!("chain at {v:?} has no liberties"));
            }
            let liberties = self.liberties(v);
            let single = (liberties.len() == 1).then(|| self.point(liberties[0]));
            if self.atari_of(h) != single {
                return Err(format!("chain at {v:?}: atari test says {:?}, its liberties are {liberties:?}", self.atari_of(h)));
            }
        }
        if self.empty_count != self.pts.cells[..self.len].iter().filter(|&&c| c == EMPTY).count() {
            return Err("empty list has the wrong length".into());
        }
        if hash != self.hash {
            return Err("hash differs from a recomputation".into());
        }
        Ok(())
    }
}
