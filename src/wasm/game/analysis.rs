//! The rest of `Game` for JavaScript: the teaching queries (legal points, chains, eyes),
//! counting and the estimate, and the engine's move. Like the moves (mod.rs), it only converts:
//! every answer is the core's.

use wasm_bindgen::prelude::*;

use super::*;

#[wasm_bindgen]
impl Game {
    /// Every point where the side to move may play, as `[x, y]`.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "Vertex[]")]
    pub fn legal_moves(&self) -> JsResult<JsValue> {
        to_js(&xys(&self.inner.legal_moves()))
    }

    /// The chain through a vertex: `{ color, stones, liberties }`, or `null` on an empty point.
    /// Throws `badVertex`.
    #[wasm_bindgen(js_name = chainAt, unchecked_return_type = "Chain | null")]
    pub fn chain_at(&self, #[wasm_bindgen(unchecked_param_type = "VertexInput")] vertex: JsValue) -> JsResult<JsValue> {
        let v = parse_vertex(&vertex, self.inner.size())?;
        let b = self.inner.board();
        match b.get(v) {
            None => Ok(JsValue::NULL),
            Some(color) => to_js(&Chain { color, stones: xys(&b.chain(v)), liberties: xys(&b.liberties(v)) }),
        }
    }

    /// The chains of a colour with a single liberty, each as its stones. Throws `badColor`.
    #[wasm_bindgen(js_name = chainsInAtari, unchecked_return_type = "Vertex[][]")]
    pub fn chains_in_atari(&self, #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue) -> JsResult<JsValue> {
        let color = parse_color(&color)?;
        to_js(&self.inner.chains_in_atari(color).iter().map(|c| xys(c)).collect::<Vec<_>>())
    }

    /// A single-point eye at a vertex: `{ color, kind: "real" | "false" }`, or `null`.
    /// Throws `badVertex`.
    #[wasm_bindgen(js_name = eyeAt, unchecked_return_type = "Eye | null")]
    pub fn eye_at(&self, #[wasm_bindgen(unchecked_param_type = "VertexInput")] vertex: JsValue) -> JsResult<JsValue> {
        let v = parse_vertex(&vertex, self.inner.size())?;
        match self.inner.eye_at(v) {
            None => Ok(JsValue::NULL),
            Some((color, kind)) => to_js(&Eye { color, kind }),
        }
    }

    /// Counts the position under the game's rules with the chains through `dead` removed
    /// (any stone of each dead chain). Throws `badVertex`, or `badDeadStones` for an empty point.
    #[wasm_bindgen(unchecked_return_type = "Score")]
    pub fn score(&self, #[wasm_bindgen(unchecked_optional_param_type = "VertexInput[]")] dead: JsValue) -> JsResult<JsValue> {
        let dead = parse_vertices(&dead, self.inner.size(), "the dead stones")?;
        let s = score::count_game(&self.inner, &dead).map_err(score_error)?;
        to_js(&ScoreView::new(&s))
    }

    /// The same position counted by area and by territory: `{ area, territory }`.
    #[wasm_bindgen(js_name = compareMethods, unchecked_return_type = "{ area: Score; territory: Score }")]
    pub fn compare_methods(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "VertexInput[]")] dead: JsValue,
    ) -> JsResult<JsValue> {
        let dead = parse_vertices(&dead, self.inner.size(), "the dead stones")?;
        let c = score::compare_methods(self.inner.board(), &dead, &CountSetup::of_game(&self.inner)).map_err(score_error)?;
        to_js(&ComparisonView { area: ScoreView::new(&c.area), territory: ScoreView::new(&c.territory) })
    }

    /// Marks or unmarks the group at `vertex` given the dead stones so far, as players mark
    /// dead stones: the live stones of the group at `vertex` die (a group: the chains of one
    /// colour linked by shared liberties, `score::group`), or its dead stones come back to
    /// life. Returns the new list of dead stones.
    /// Throws `badVertex` or `badDeadStones`.
    #[wasm_bindgen(js_name = toggleDead, unchecked_return_type = "Vertex[]")]
    pub fn toggle_dead(
        &self,
        #[wasm_bindgen(unchecked_param_type = "VertexInput[]")] dead: JsValue,
        #[wasm_bindgen(unchecked_param_type = "VertexInput")] vertex: JsValue,
    ) -> JsResult<JsValue> {
        let size = self.inner.size();
        let dead = parse_vertices(&dead, size, "the dead stones")?;
        let v = parse_vertex(&vertex, size)?;
        let board = self.inner.board();
        let mut set = DeadStones::from_vertices(board, &dead).map_err(score_error)?;
        set.toggle(board, v).map_err(score_error)?;
        to_js(&xys(&set.vertices()))
    }

    /// The engine's suggestion of the dead stones and its ownership map (one number per point,
    /// row by row, from 1 sure Black to -1 sure White). `options`: `playouts` (default 200,
    /// and up to as many again while some chain is still close to even; 0 for Benson's
    /// unconditional life alone; at most 100000) and `seed` (a 32-bit number; the same seed
    /// gives the same answer). Throws `badOptions`.
    #[wasm_bindgen(unchecked_return_type = "Estimate")]
    pub fn estimate(&self, #[wasm_bindgen(unchecked_optional_param_type = "EstimateOptions")] options: JsValue) -> JsResult<JsValue> {
        let mut opts = EstimateOptions::default();
        let (playouts, seed) = playouts_and_seed(&options)?;
        opts.playouts = playouts.unwrap_or(opts.playouts);
        opts.seed = seed.unwrap_or(opts.seed);
        let e = score::estimate(self.inner.board(), &opts);
        to_js(&EstimateView::new(&e))
    }

    /// The engine's choice of move for the side to move, without playing it (play it with
    /// `play(vertex)`, or `pass()` for `null`): `[x, y]`, or `null` when the engine passes
    /// (nothing sensible is left, or the game is over). It captures and saves stones in
    /// atari, otherwise plays the point whose light random playouts go best; it never fills
    /// its own eye. `options`: `playouts` (default 1000, at most 100000; 0 plays a random
    /// sensible point) and `seed` (a 32-bit number; the same seed gives the same move).
    /// Throws `badOptions`.
    #[wasm_bindgen(js_name = engineMove, unchecked_return_type = "Vertex | null")]
    pub fn engine_move(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "EngineMoveOptions")] options: JsValue,
    ) -> JsResult<JsValue> {
        let mut opts = BotOptions::default();
        let (playouts, seed) = playouts_and_seed(&options)?;
        opts.playouts = playouts.map_or(opts.playouts, |p| p as usize);
        opts.seed = seed.unwrap_or(opts.seed);
        match bot::choose_move(&self.inner, &opts) {
            Move::Play(v) => to_js(&xy(v)),
            Move::Pass => Ok(JsValue::NULL),
        }
    }
}
