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
//!
//! This file holds the types, the construction and the queries; `moves.rs` changes the board
//! (placing and taking back stones, captures, the playouts' fast move and candidate test);
//! `consistency.rs` recomputes everything for the tests and the fuzzers.

use crate::zobrist;
use crate::{BoardSize, Color, Vertex};

#[doc(hidden)]
pub const EMPTY: u8 = 0;
#[doc(hidden)]
pub const BLACK: u8 = 1;
#[doc(hidden)]
pub const WHITE: u8 = 2;
#[doc(hidden)]
pub const BORDER: u8 = 3;

/// "No point": padded index 0 is always a border cell, so it never names a playable point.
#[doc(hidden)]
pub const NO_POINT: usize = 0;

#[doc(hidden)]
pub const fn cell_of(color: Color) -> u8 {
    match color {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

#[doc(hidden)]
pub const fn color_of(cell: u8) -> Option<Color> {
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
    /// Everything kept per point, in one block with fixed offsets (see [`Points`]); given
    /// back to the thread's spare blocks when the board is dropped (`Drop for Board`).
    pts: std::mem::ManuallyDrop<Box<Points>>,
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

/// How many blocks of dropped boards a thread keeps for its next boards.
const SPARE_BLOCKS: usize = 8;

thread_local! {
    /// Blocks of boards dropped on this thread. A new board takes one and clears only the part
    /// its size uses, instead of having a 12.6 KB block found and zeroed by the allocator:
    /// a new 9×9 `Game` makes two boards (its start and its board), and that was about a
    /// third of its cost in the wasm build (issue 19, item 1).
    static SPARE: std::cell::RefCell<Vec<Box<Points>>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Points {
    /// A block for a board of `len` padded points. What is read before it is written is set
    /// here: in the used prefix, `cells` border, `head` [`NO_POINT`] (empty and border points
    /// name no chain), `empty_index` "no index", and the chain record of `NO_POINT` zero
    /// (every update it receives is zero). The rest of a spare block keeps its old values:
    /// `Board::new` writes the playable points' counts and the empty list, and a stone's
    /// `next` and its chain's record are written when it is placed. Building the whole block
    /// from array literals cost a third of a new `Game` on 9×9 in the size-first wasm build,
    /// and zeroing it all most of what was left (issue 19, item 1).
    fn new(len: usize) -> Box<Points> {
        let mut pts = Points::take();
        pts.cells[..len].fill(BORDER);
        pts.head[..len].fill(NO_POINT as u16);
        pts.empty_index[..len].fill(u16::MAX);
        pts.chain[NO_POINT] = ChainInfo::default();
        pts
    }

    /// A spare block of this thread's, as its last board left it, or a new one, zeroed.
    fn take() -> Box<Points> {
        SPARE.try_with(|spare| spare.try_borrow_mut().ok()?.pop()).ok().flatten().unwrap_or_else(Points::zeroed)
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
        // A spare or zeroed block (see `Points::take`) and a copy of the used part only: copying
        // the whole block went through the stack in the size-first wasm build.
        let mut pts = Points::take();
        pts.copy_from(&self.pts, self.len, self.size.points());
        Board { pts: std::mem::ManuallyDrop::new(pts), ..*self }
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

impl Drop for Board {
    /// The block goes to the thread's spare blocks (up to [`SPARE_BLOCKS`]) for the next board.
    fn drop(&mut self) {
        // SAFETY: `pts` is taken once, here, and the board is not used after its drop.
        let pts = unsafe { std::mem::ManuallyDrop::take(&mut self.pts) };
        let _ = SPARE.try_with(|spare| {
            if let Ok(mut spare) = spare.try_borrow_mut()
                && spare.len() < SPARE_BLOCKS
            {
                spare.push(pts);
            }
        });
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
#[doc(hidden)]
pub struct MoveEffect {
    /// Opponent stones removed, in the order they were taken off.
    pub captured: Vec<Vertex>,
    /// The mover's own stones removed by a suicide (where the rules allow it).
    pub suicided: Vec<Vertex>,
}

/// What a candidate move would do, worked out without playing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub struct MoveCheck {
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
        Board { size, stride, len, pts: std::mem::ManuallyDrop::new(pts), empty_count, hash: 0, ko_point: NO_POINT }
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
        crate::order::sort_reading_order(&mut stones);
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
        crate::order::sort_small_by_key(&mut libs, |&p| p);
        libs.dedup();
        let mut vertices: Vec<Vertex> = libs.into_iter().map(|p| self.vertex(p)).collect();
        crate::order::sort_reading_order(&mut vertices);
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
    /// JavaScript `board()`).
    #[must_use]
    pub fn signs(&self) -> Vec<i8> {
        let mut out = Vec::new();
        self.write_signs(&mut out);
        out
    }

    /// [`Board::signs`] into a buffer kept by the caller (the JavaScript `board()` writes into
    /// the same one each time).
    #[doc(hidden)]
    pub fn write_signs(&self, out: &mut Vec<i8>) {
        const SIGN: [i8; 4] = [0, 1, -1, 0];
        let (width, height) = (usize::from(self.size.width), usize::from(self.size.height));
        out.clear();
        out.reserve(width * height);
        for y in 0..height {
            let row = (y + 1) * self.stride + 1;
            out.extend(self.pts.cells[row..row + width].iter().map(|&c| SIGN[usize::from(c & 3)]));
        }
    }

    /// The empty points, row by row.
    #[must_use]
    pub fn empty_points(&self) -> Vec<Vertex> {
        self.size.vertices().filter(|&v| self.get(v).is_none()).collect()
    }

    // ----- padded-index internals, shared with the rules, scoring and playout modules -----

    #[inline(always)]
    #[doc(hidden)]
    pub fn point(&self, v: Vertex) -> usize {
        Self::padded(self.stride, v)
    }

    #[doc(hidden)]
    pub fn vertex(&self, p: usize) -> Vertex {
        Vertex::new((p % self.stride - 1) as u8, (p / self.stride - 1) as u8)
    }

    #[inline(always)]
    #[doc(hidden)]
    pub fn cell(&self, p: usize) -> u8 {
        self.pts.cells[p]
    }

    #[doc(hidden)]
    pub fn padded_len(&self) -> usize {
        self.len
    }

    #[doc(hidden)]
    pub fn ko_point(&self) -> usize {
        self.ko_point
    }

    /// Forgets the ko point (after a pass the ko ban lapses).
    #[doc(hidden)]
    pub fn clear_ko(&mut self) {
        self.ko_point = NO_POINT;
    }

    /// Whether a point of the board has an empty neighbour (a stone put there keeps a liberty).
    #[inline(always)]
    #[doc(hidden)]
    pub fn has_empty_neighbour(&self, p: usize) -> bool {
        self.pts.empty_neighbours[p] > 0
    }

    #[inline(always)]
    #[doc(hidden)]
    pub fn empties(&self) -> &[u16] {
        &self.pts.empties[..self.empty_count]
    }

    #[inline(always)]
    #[doc(hidden)]
    pub fn neighbours(&self, p: usize) -> [usize; 4] {
        [p - self.stride, p - 1, p + 1, p + self.stride]
    }

    #[inline(always)]
    #[doc(hidden)]
    pub fn diagonals(&self, p: usize) -> [usize; 4] {
        [p - self.stride - 1, p - self.stride + 1, p + self.stride - 1, p + self.stride + 1]
    }

    #[inline(always)]
    #[doc(hidden)]
    pub fn head_of(&self, p: usize) -> usize {
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
    #[doc(hidden)]
    pub fn chain_points(&self, p: usize) -> impl Iterator<Item = usize> + '_ {
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
    #[doc(hidden)]
    pub fn chain_in_atari(&self, p: usize) -> bool {
        self.atari_liberty(p).is_some()
    }

    /// The single liberty of the chain at `p` (a stone), if it is in atari.
    #[inline(always)]
    #[doc(hidden)]
    pub fn atari_liberty(&self, p: usize) -> Option<usize> {
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
}

mod consistency;
mod moves;

#[cfg(test)]
mod tests;
