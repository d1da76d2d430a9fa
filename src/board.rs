//! The stones on the board: chains, liberties, captures and the position hash.
//!
//! `Board` knows the physics of Go (第三条 liberties, 第四条 capture) but none of the rules that
//! vary between rule sets (suicide, ko, turns, scoring): those live in [`crate::game`]. It is
//! built for speed, since random playouts run millions of moves a second through it:
//!
//! * points are stored in a padded one-dimensional array (a border column shared by
//!   neighbouring rows, a border row above and below), so neighbours are `p ± 1`, `p ± stride`
//!   and no bounds checks are needed;
//! * each chain keeps its stones in a circular linked list and its *pseudo-liberties* (the
//!   number of stone–empty-point adjacencies, with the sum of those points), which can be
//!   updated in constant time and still tell exactly whether a chain has no liberty or
//!   exactly one (see [`Board::atari_of`](Board));
//! * a Zobrist hash of the stones is kept up to date incrementally;
//! * all per-point arrays live in one block, sized for the largest board, at fixed offsets
//!   from one pointer (the private `Points`), and the playout's candidate test and stone placement
//!   are written to branch only where the answer is the point of the test: on random boards
//!   a mispredicted branch costs more than the arithmetic that replaces it (the measurements
//!   are in `bench/RESULTS.md`).

use crate::zobrist;
use crate::{BoardSize, Color, Vertex};

pub(crate) const EMPTY: u8 = 0;
pub(crate) const BLACK: u8 = 1;
pub(crate) const WHITE: u8 = 2;
pub(crate) const BORDER: u8 = 3;

/// "No point": padded index 0 is always a border cell, so it never names a playable point.
pub(crate) const NO_POINT: usize = 0;

pub(crate) const fn cell_of(color: Color) -> u8 {
    match color {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

pub(crate) const fn color_of(cell: u8) -> Option<Color> {
    match cell {
        BLACK => Some(Color::Black),
        WHITE => Some(Color::White),
        _ => None,
    }
}

/// `b`, hidden from the optimiser so that it cannot split a branch on it back into one branch
/// per operand (it does for `a & b` when both are cheap), which on random boards doubles the
/// mispredictions.
#[inline(always)]
fn opaque(b: bool) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        let mut v = u8::from(b);
        // SAFETY: an empty instruction sequence; it only stops the compiler seeing through `v`.
        unsafe { core::arch::asm!("/* {0} */", inout(reg_byte) v, options(pure, nomem, nostack, preserves_flags)) };
        v != 0
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        b
    }
}

/// Per-chain bookkeeping, stored at the chain's head point.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
struct ChainInfo {
    stones: u16,
    /// Pseudo-liberties: each (stone, adjacent empty point) pair counts once.
    libs: u16,
    /// The sum of the pseudo-liberties' points (at most 4 × 625 of them, each below 703).
    lib_sum: u32,
}

impl ChainInfo {
    #[inline(always)]
    fn add_lib(&mut self, p: usize) {
        self.libs += 1;
        self.lib_sum += p as u32;
    }

    /// The only point that can be the chain's single liberty: a chain in atari has at most
    /// four pseudo-liberties (its liberty touches at most four of its stones), all at that
    /// point, so it is their mean. [`Board::atari_of`] checks the candidate.
    #[inline(always)]
    fn atari_candidate(&self) -> Option<usize> {
        let n = u32::from(self.libs);
        if n.wrapping_sub(1) >= 4 {
            return None;
        }
        let mean = self.lib_sum / n;
        (mean * n == self.lib_sum).then_some(mean as usize)
    }
}

/// Stones on a board of a given size, with chains, liberties and a position hash.
///
/// Invariant: after a move is played, no chain on the board is without
/// liberties (opponent chains without liberties are captured first, then the mover's own chain
/// if it has none: that is suicide, which the rules decide whether to allow).
#[derive(Debug)]
pub struct Board {
    size: BoardSize,
    stride: usize,
    /// The number of padded points in use (the board, its border and one more).
    len: usize,
    /// Everything kept per point, in one block with fixed offsets (see [`Points`]).
    pts: Box<Points>,
    /// How many entries of `pts.empties` are live.
    empty_count: usize,
    hash: u64,
    /// The point where an immediate recapture of a single stone would be possible, if the
    /// last move captured exactly one stone with a single stone left in atari.
    ko_point: usize,
}

const MAX: usize = zobrist::MAX_PADDED_POINTS;

/// The per-point arrays, sized for the largest board so that each lies at a fixed offset
/// from one base pointer: the playout loop then needs one register for all of them instead
/// of one per array (it was short of registers and spilled). Only the first `len` entries
/// of each (`size.points()` of `empties`) are used, and only those are copied.
#[derive(Debug)]
struct Points {
    cells: [u8; MAX],
    /// For each point, how many of its four neighbours are empty (kept for the playouts'
    /// candidate test; border cells hold meaningless values).
    empty_neighbours: [u8; MAX],
    head: [u16; MAX],
    next: [u16; MAX],
    /// Empty points in no particular order (the first `empty_count` entries), and each empty
    /// point's index in that list.
    empties: [u16; MAX],
    empty_index: [u16; MAX],
    chain: [ChainInfo; MAX],
}

impl Points {
    /// A block for a board of `len` padded points: all zeros (which the allocator gives
    /// without writing 12 KB when its memory is fresh), then the used prefix of `cells` made
    /// border and of `empty_index` made "no index"; the rest is never read. Building the whole
    /// block from array literals cost a third of a new `Game` on 9×9 in the size-first wasm
    /// build (issue 19, item 1).
    fn new(len: usize) -> Box<Points> {
        let mut pts = Points::zeroed();
        pts.cells[..len].fill(BORDER);
        pts.empty_index[..len].fill(u16::MAX);
        pts
    }

    fn zeroed() -> Box<Points> {
        let layout = std::alloc::Layout::new::<Points>();
        // SAFETY: `Points` is not zero-sized; every field is an array of integers or of
        // `ChainInfo` (three integers), for which all-zero bytes are a valid value; the block
        // comes from the global allocator with `Points`'s layout, as `Box` requires.
        unsafe {
            let block = std::alloc::alloc_zeroed(layout).cast::<Points>();
            if block.is_null() {
                std::alloc::handle_alloc_error(layout);
            }
            Box::from_raw(block)
        }
    }

    /// Copies the first `len` points (and `empties` entries) of `source`.
    fn copy_from(&mut self, source: &Points, len: usize, empties: usize) {
        self.cells[..len].copy_from_slice(&source.cells[..len]);
        self.empty_neighbours[..len].copy_from_slice(&source.empty_neighbours[..len]);
        self.head[..len].copy_from_slice(&source.head[..len]);
        self.next[..len].copy_from_slice(&source.next[..len]);
        self.empties[..empties].copy_from_slice(&source.empties[..empties]);
        self.empty_index[..len].copy_from_slice(&source.empty_index[..len]);
        self.chain[..len].copy_from_slice(&source.chain[..len]);
    }
}

impl Clone for Board {
    fn clone(&self) -> Board {
        // A zeroed block (see `Points::new`) and a copy of the used part only: copying the whole
        // block went through the stack in the size-first wasm build.
        let mut pts = Points::zeroed();
        pts.copy_from(&self.pts, self.len, self.size.points());
        Board { pts, ..*self }
    }

    /// Copies into the existing block: playouts restart from a position millions of times
    /// without allocating.
    fn clone_from(&mut self, source: &Board) {
        self.pts.copy_from(&source.pts, source.len, source.size.points());
        self.size = source.size;
        self.stride = source.stride;
        self.len = source.len;
        self.empty_count = source.empty_count;
        self.hash = source.hash;
        self.ko_point = source.ko_point;
    }
}

impl PartialEq for Board {
    /// Two boards are equal when they hold the same stones.
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size && self.pts.cells[..self.len] == other.pts.cells[..other.len]
    }
}

impl Eq for Board {}

/// What one move did to the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct MoveEffect {
    /// Opponent stones removed, in the order they were taken off.
    pub captured: Vec<Vertex>,
    /// The mover's own stones removed by a suicide (where the rules allow it).
    pub suicided: Vec<Vertex>,
}

/// What a candidate move would do, worked out without playing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveCheck {
    pub occupied: bool,
    pub captures: bool,
    /// The move leaves its own chain without liberties and captures nothing.
    pub suicide: bool,
}

impl Board {
    /// An empty board.
    #[must_use]
    pub fn new(size: BoardSize) -> Board {
        let stride = usize::from(size.width) + 1;
        let len = (usize::from(size.height) + 2) * stride + 1;
        assert!(len <= MAX, "BoardSize keeps boards within 25×25");
        let (width, height) = (usize::from(size.width), usize::from(size.height));
        let mut pts = Points::new(len);
        let mut empty_count = 0;
        // Plain loops rather than `vertices()`: this runs for every new game and copy.
        for y in 0..height {
            for x in 0..width {
                let p = (y + 1) * stride + x + 1;
                pts.cells[p] = EMPTY;
                pts.empty_index[p] = empty_count as u16;
                pts.empties[empty_count] = p as u16;
                empty_count += 1;
                // On an empty board every neighbour on the board is empty.
                pts.empty_neighbours[p] = u8::from(x > 0) + u8::from(x + 1 < width) + u8::from(y > 0) + u8::from(y + 1 < height);
            }
        }
        Board { size, stride, len, pts, empty_count, hash: 0, ko_point: NO_POINT }
    }

    const fn padded(stride: usize, v: Vertex) -> usize {
        (v.y as usize + 1) * stride + v.x as usize + 1
    }

    #[must_use]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The Zobrist hash of the stones (not of whose turn it is).
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The stone at a vertex, or `None` for an empty point or a vertex off the board.
    #[must_use]
    pub fn get(&self, v: Vertex) -> Option<Color> {
        if self.size.contains(v) { color_of(self.pts.cells[self.point(v)]) } else { None }
    }

    /// The number of stones of a colour on the board.
    #[must_use]
    pub fn stone_count(&self, color: Color) -> usize {
        let cell = cell_of(color);
        self.pts.cells[..self.len].iter().filter(|&&c| c == cell).count()
    }

    /// Whether the board has no stones.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.empty_count == self.size.points()
    }

    /// Every stone on the board, row by row from the top left.
    pub fn stones(&self) -> impl Iterator<Item = (Vertex, Color)> + '_ {
        self.size.vertices().filter_map(|v| self.get(v).map(|c| (v, c)))
    }

    /// The stones of the chain through `v` (empty if there is no stone there).
    #[must_use]
    pub fn chain(&self, v: Vertex) -> Vec<Vertex> {
        if self.get(v).is_none() {
            return Vec::new();
        }
        let mut stones: Vec<Vertex> = self.chain_points(self.point(v)).map(|p| self.vertex(p)).collect();
        stones.sort_by_key(|s| (s.y, s.x));
        stones
    }

    /// The liberties of the chain through `v`, sorted (empty if there is no stone there).
    #[must_use]
    pub fn liberties(&self, v: Vertex) -> Vec<Vertex> {
        if self.get(v).is_none() {
            return Vec::new();
        }
        let mut libs: Vec<usize> = Vec::new();
        for s in self.chain_points(self.point(v)) {
            for &n in &self.neighbours(s) {
                if self.pts.cells[n] == EMPTY {
                    libs.push(n);
                }
            }
        }
        libs.sort_unstable();
        libs.dedup();
        let mut vertices: Vec<Vertex> = libs.into_iter().map(|p| self.vertex(p)).collect();
        vertices.sort_by_key(|s| (s.y, s.x));
        vertices
    }

    /// The number of distinct liberties of the chain through `v` (0 if there is no stone).
    #[must_use]
    pub fn liberty_count(&self, v: Vertex) -> usize {
        self.liberties(v).len()
    }

    /// Whether the chain through `v` has exactly one liberty (叫吃, atari).
    #[must_use]
    pub fn in_atari(&self, v: Vertex) -> bool {
        self.get(v).is_some() && self.chain_in_atari(self.point(v))
    }

    /// One stone of each chain on the board, with its colour, row by row.
    #[must_use]
    pub fn chain_representatives(&self) -> Vec<(Vertex, Color)> {
        let mut seen = vec![false; self.len];
        let mut out = Vec::new();
        for v in self.size.vertices() {
            let p = self.point(v);
            if let Some(color) = color_of(self.pts.cells[p]) {
                let h = self.head_of(p);
                if !seen[h] {
                    seen[h] = true;
                    out.push((v, color));
                }
            }
        }
        out
    }

    /// Every point row by row from the top left: 1 for Black, −1 for White, 0 for empty (the
    /// JavaScript `board()`; plain loops, for the size-first WebAssembly build).
    #[must_use]
    pub fn signs(&self) -> Vec<i8> {
        let (width, height) = (usize::from(self.size.width), usize::from(self.size.height));
        let mut out = Vec::with_capacity(width * height);
        for y in 0..height {
            let row = (y + 1) * self.stride + 1;
            for &c in &self.pts.cells[row..row + width] {
                out.push(match c {
                    BLACK => 1,
                    WHITE => -1,
                    _ => 0,
                });
            }
        }
        out
    }

    /// The empty points, row by row.
    #[must_use]
    pub fn empty_points(&self) -> Vec<Vertex> {
        self.size.vertices().filter(|&v| self.get(v).is_none()).collect()
    }

    // ----- padded-index internals, shared with the rules, scoring and playout modules -----

    #[inline(always)]
    pub(crate) fn point(&self, v: Vertex) -> usize {
        Self::padded(self.stride, v)
    }

    pub(crate) fn vertex(&self, p: usize) -> Vertex {
        Vertex::new((p % self.stride - 1) as u8, (p / self.stride - 1) as u8)
    }

    #[inline(always)]
    pub(crate) fn cell(&self, p: usize) -> u8 {
        self.pts.cells[p]
    }

    pub(crate) fn padded_len(&self) -> usize {
        self.len
    }

    pub(crate) fn ko_point(&self) -> usize {
        self.ko_point
    }

    /// Forgets the ko point (after a pass the ko ban lapses).
    pub(crate) fn clear_ko(&mut self) {
        self.ko_point = NO_POINT;
    }

    /// Whether a point of the board has an empty neighbour (a stone put there keeps a liberty).
    #[inline(always)]
    pub(crate) fn has_empty_neighbour(&self, p: usize) -> bool {
        self.pts.empty_neighbours[p] > 0
    }

    #[inline(always)]
    pub(crate) fn empties(&self) -> &[u16] {
        &self.pts.empties[..self.empty_count]
    }

    #[inline(always)]
    pub(crate) fn neighbours(&self, p: usize) -> [usize; 4] {
        [p - self.stride, p - 1, p + 1, p + self.stride]
    }

    #[inline(always)]
    pub(crate) fn diagonals(&self, p: usize) -> [usize; 4] {
        [p - self.stride - 1, p - self.stride + 1, p + self.stride - 1, p + self.stride + 1]
    }

    #[inline(always)]
    pub(crate) fn head_of(&self, p: usize) -> usize {
        debug_assert!(p < self.len);
        // SAFETY: every index used here is a point of this board or one of its border
        // neighbours, all below the padded length (see `Board::new`).
        usize::from(unsafe { *self.pts.head.get_unchecked(p) })
    }

    #[inline(always)]
    fn next_of(&self, p: usize) -> usize {
        debug_assert!(p < self.len);
        // SAFETY: as in `head_of`.
        usize::from(unsafe { *self.pts.next.get_unchecked(p) })
    }

    #[inline(always)]
    fn stone_key(cell: u8, p: usize) -> u64 {
        debug_assert!((cell == BLACK || cell == WHITE) && p < zobrist::MAX_PADDED_POINTS);
        // SAFETY: `cell` is 1 or 2 and `p` is below the padded length, which `Board::new`
        // checks against MAX_PADDED_POINTS.
        unsafe { *zobrist::STONE.get_unchecked(usize::from(cell - 1)).get_unchecked(p) }
    }

    #[inline(always)]
    fn at(&self, p: usize) -> u8 {
        debug_assert!(p < self.len);
        // SAFETY: as in `head_of`.
        unsafe { *self.pts.cells.get_unchecked(p) }
    }

    #[inline(always)]
    fn info(&self, h: usize) -> &ChainInfo {
        debug_assert!(h < self.len);
        // SAFETY: as in `head_of`.
        unsafe { self.pts.chain.get_unchecked(h) }
    }

    #[inline(always)]
    fn info_mut(&mut self, h: usize) -> &mut ChainInfo {
        debug_assert!(h < self.len);
        // SAFETY: as in `head_of`.
        unsafe { self.pts.chain.get_unchecked_mut(h) }
    }

    /// The points of the chain whose stone is at `p`.
    pub(crate) fn chain_points(&self, p: usize) -> impl Iterator<Item = usize> + '_ {
        let mut current = p;
        let mut done = false;
        std::iter::from_fn(move || {
            if done {
                return None;
            }
            let here = current;
            current = usize::from(self.pts.next[current]);
            done = current == p;
            Some(here)
        })
    }

    #[inline(always)]
    pub(crate) fn chain_in_atari(&self, p: usize) -> bool {
        self.atari_liberty(p).is_some()
    }

    /// The single liberty of the chain at `p` (a stone), if it is in atari.
    #[inline(always)]
    pub(crate) fn atari_liberty(&self, p: usize) -> Option<usize> {
        self.atari_of(self.head_of(p))
    }

    /// The single liberty of the chain whose head is `head`, if it is in atari: the candidate
    /// point is the liberty exactly when it is empty and touches as many of the chain's stones
    /// as the chain has pseudo-liberties (each such stone counts it once).
    #[inline(always)]
    fn atari_of(&self, head: usize) -> Option<usize> {
        let info = self.info(head);
        let candidate = info.atari_candidate()?;
        if self.at(candidate) != EMPTY {
            return None;
        }
        let cell = self.at(head);
        let mut touching = 0;
        for &n in &self.neighbours(candidate) {
            touching += usize::from(self.at(n) == cell && self.head_of(n) == head);
        }
        (touching == usize::from(info.libs)).then_some(candidate)
    }

    /// XOR of the Zobrist keys of the chain's stones: its contribution to the hash.
    pub(crate) fn chain_hash(&self, p: usize) -> u64 {
        let color = usize::from(self.pts.cells[p] - 1);
        self.chain_points(p).fold(0, |h, s| h ^ zobrist::STONE[color][s])
    }

    /// What playing `color` at `p` would do, without playing it.
    pub(crate) fn check_move(&self, p: usize, color: u8) -> MoveCheck {
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
    pub(crate) fn hash_after(&self, p: usize, color: u8, check: MoveCheck) -> u64 {
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
    pub(crate) fn play_unchecked(&mut self, p: usize, cell: u8) -> MoveEffect {
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
    pub(crate) fn take_back(&mut self, p: usize, cell: u8, captured: &[Vertex], suicided: &[Vertex]) {
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

    pub(crate) fn set_ko_point(&mut self, p: usize) {
        self.ko_point = p;
    }

    /// Plays without returning what was captured: the fast path for playouts.
    /// Returns the number of opponent stones captured.
    pub(crate) fn play_fast(&mut self, p: usize, cell: u8) -> usize {
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
    pub(crate) fn place(&mut self, v: Vertex, color: Color) {
        let p = self.point(v);
        debug_assert_eq!(self.pts.cells[p], EMPTY);
        let _ = self.add_stone(p, cell_of(color));
    }

    /// Whether some chain has no liberty (only possible after [`Board::place`]).
    pub(crate) fn has_chain_without_liberties(&self) -> Option<Vertex> {
        self.size.vertices().find(|&v| {
            let p = self.point(v);
            self.pts.cells[p] != EMPTY && self.pts.chain[self.head_of(p)].libs == 0
        })
    }

    /// Whether `p` is an eye of `color` in the playout sense: every neighbour is a friendly
    /// stone or the edge, and not a false eye (at most one diagonal held by the opponent,
    /// none on the edge or in the corner).
    pub(crate) fn is_eye(&self, p: usize, cell: u8) -> bool {
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
    pub(crate) fn playout_candidate(&self, p: usize, cell: u8) -> bool {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str, board: &Board) -> usize {
        board.point(Vertex::from_gtp(s, board.size()).unwrap())
    }

    #[test]
    fn liberties_centre_edge_corner() {
        let mut b = Board::new(BoardSize::NINE);
        for (s, libs) in [("E5", 4), ("A5", 3), ("A1", 2)] {
            let p = v(s, &b);
            b.play_unchecked(p, BLACK);
            assert_eq!(b.liberty_count(b.vertex(p)), libs, "{s}");
        }
        b.check_consistency().unwrap();
    }

    #[test]
    fn connected_stones_share_liberties() {
        let mut b = Board::new(BoardSize::NINE);
        let (e5, e6) = (v("E5", &b), v("E6", &b));
        b.play_unchecked(e5, BLACK);
        b.play_unchecked(e6, BLACK);
        assert_eq!(b.liberty_count(b.vertex(e5)), 6);
        assert_eq!(b.chain(b.vertex(e5)).len(), 2);
        let f5 = v("F5", &b);
        b.play_unchecked(f5, WHITE);
        assert_eq!(b.liberty_count(b.vertex(e5)), 5);
        b.check_consistency().unwrap();
    }

    #[test]
    fn capture_removes_chain_and_frees_liberties() {
        let mut b = Board::new(BoardSize::NINE);
        for s in ["A2", "B1"] {
            let p = v(s, &b);
            b.play_unchecked(p, WHITE);
        }
        let a1 = v("A1", &b);
        // Black at A1 would be suicide.
        assert!(b.check_move(a1, BLACK).suicide);
        let before = b.hash();
        let effect = b.play_unchecked(a1, BLACK);
        assert_eq!(effect.suicided, vec![b.vertex(a1)]);
        assert_eq!(b.hash(), before);
        // White surrounds a black stone in the corner and captures it.
        let mut b = Board::new(BoardSize::NINE);
        b.play_unchecked(v("A1", &b), BLACK);
        b.play_unchecked(v("A2", &b), WHITE);
        let b1 = v("B1", &b);
        assert!(b.check_move(b1, WHITE).captures);
        let effect = b.play_unchecked(b1, WHITE);
        assert_eq!(effect.captured, vec![b.vertex(v("A1", &b))]);
        assert_eq!(b.liberty_count(Vertex::from_gtp("A2", b.size()).unwrap()), 3);
        b.check_consistency().unwrap();
    }

    #[test]
    fn mover_captures_first_when_both_lack_liberties() {
        // White A2 and B1, Black B2 and C1. Black A1 has no liberty of its own, but White B1's
        // last liberty is A1: the mover captures first (第四条), so Black lives.
        let mut b = Board::new(BoardSize::NINE);
        for (s, c) in [("A2", WHITE), ("B1", WHITE), ("B2", BLACK), ("C1", BLACK)] {
            let p = v(s, &b);
            b.play_unchecked(p, c);
        }
        let a1 = v("A1", &b);
        let check = b.check_move(a1, BLACK);
        assert!(check.captures && !check.suicide);
        let effect = b.play_unchecked(a1, BLACK);
        assert_eq!(effect.captured, vec![b.vertex(v("B1", &b))]);
        assert!(effect.suicided.is_empty());
        assert_eq!(b.cell(a1), BLACK);
        assert_eq!(b.cell(v("A2", &b)), WHITE);
        b.check_consistency().unwrap();
    }

    #[test]
    fn ko_point_is_set_after_single_stone_capture() {
        // . B W .
        // B W . W
        // . B W .
        let mut b = Board::new(BoardSize::new(4, 3).unwrap());
        for (s, c) in [("B3", BLACK), ("A2", BLACK), ("B1", BLACK), ("C3", WHITE), ("D2", WHITE), ("C1", WHITE), ("B2", WHITE)] {
            let p = v(s, &b);
            b.play_unchecked(p, c);
        }
        let c2 = v("C2", &b);
        let effect = b.play_unchecked(c2, BLACK);
        assert_eq!(effect.captured, vec![b.vertex(v("B2", &b))]);
        assert_eq!(b.ko_point(), v("B2", &b));
        b.check_consistency().unwrap();
    }

    #[test]
    fn hash_after_matches_play() {
        let mut b = Board::new(BoardSize::NINE);
        for (s, c) in [("A2", WHITE), ("A1", BLACK)] {
            let p = v(s, &b);
            b.play_unchecked(p, c);
        }
        let b1 = v("B1", &b);
        let predicted = b.hash_after(b1, WHITE, b.check_move(b1, WHITE));
        b.play_unchecked(b1, WHITE);
        assert_eq!(predicted, b.hash());
    }

    #[test]
    fn signs_are_row_major_from_the_top_left() {
        let mut b = Board::new(BoardSize::new(3, 2).unwrap());
        b.play_unchecked(b.point(Vertex::new(2, 0)), BLACK);
        b.play_unchecked(b.point(Vertex::new(0, 1)), WHITE);
        assert_eq!(b.signs(), vec![0, 0, 1, -1, 0, 0]);
        for v in b.size().vertices() {
            let expected = match b.get(v) {
                Some(Color::Black) => 1,
                Some(Color::White) => -1,
                None => 0,
            };
            assert_eq!(b.signs()[b.size().index_of(v)], expected);
        }
    }

    #[test]
    fn eyes() {
        let mut b = Board::new(BoardSize::NINE);
        for s in ["B1", "A2", "B2"] {
            let p = v(s, &b);
            b.play_unchecked(p, BLACK);
        }
        assert!(b.is_eye(v("A1", &b), BLACK));
        assert!(!b.is_eye(v("A1", &b), WHITE));
        let mut b = Board::new(BoardSize::NINE);
        for s in ["B1", "A2"] {
            let p = v(s, &b);
            b.play_unchecked(p, BLACK);
        }
        b.play_unchecked(v("B2", &b), WHITE);
        assert!(!b.is_eye(v("A1", &b), BLACK), "corner eye with an enemy diagonal is false");
    }
}
