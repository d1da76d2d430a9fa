// opponent.js: the engine's move in the first game, asked of the site's engine worker
// (www/engine-worker.js, shared with the game room: it rebuilds the game from the board's SGF
// and answers `Game.engineMove` or the game room's named strengths), so the page never freezes
// while the engine thinks. If no worker can be started, the same call runs here after a short
// pause, so the page still draws the learner's stone first.

/**
 * The strengths offered. `gentle` is weaker than any of the game room's: a light playout
 * budget and nothing else, so that a beginner with handicap stones can win; the others are
 * the game room's named strengths (src/bot.rs). Figures in bench/RESULTS.md.
 */
export const LEVELS = {
  gentle: { playouts: 30 },
  steady: { strength: "beginner" },
  strong: { strength: "casual" },
};

const THINK_DELAY_MS = 40;

export class Opponent {
  constructor(engine) {
    this.engine = engine;
    this.worker = null;
    this.pending = new Map();
    this.nextId = 1;
    try {
      this.worker = new Worker(new URL("../engine-worker.js", import.meta.url), { type: "module" });
      this.worker.addEventListener("message", (e) => this._answer(e.data));
      this.worker.addEventListener("error", () => this._dropWorker());
    } catch {
      this.worker = null;
    }
  }

  /** The engine's move for the side to move in `sgf` at `level`: [x, y], or null for a pass. */
  move(sgf, level, seed) {
    const ask = { ...LEVELS[level], seed };
    if (this.worker) {
      const id = this.nextId++;
      return new Promise((resolve, reject) => {
        this.pending.set(id, { resolve, reject, sgf, ask });
        this.worker.postMessage({ id, type: "move", sgf, ...ask });
      });
    }
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        try { resolve(this._think(sgf, ask)); } catch (e) { reject(e); }
      }, THINK_DELAY_MS);
    });
  }

  _think(sgf, { playouts, strength, seed }) {
    const game = this.engine.Game.fromSgf(sgf);
    try {
      return strength ? this.engine.engineMoveAt(game, strength, seed) : game.engineMove({ playouts, seed });
    } finally {
      game.free();
    }
  }

  _answer(data) {
    const job = this.pending.get(data?.id);
    if (!job) return; // e.g. the worker's {type: "ready"}
    this.pending.delete(data.id);
    if (data.type === "error") job.reject(Object.assign(new Error(data.message), { code: data.code }));
    else job.resolve(data.move ?? null);
  }

  /** The worker could not load (an old browser, a blocked module): think here instead. */
  _dropWorker() {
    this.worker?.terminate();
    this.worker = null;
    const jobs = [...this.pending.values()];
    this.pending.clear();
    for (const j of jobs) {
      setTimeout(() => {
        try { j.resolve(this._think(j.sgf, j.ask)); } catch (e) { j.reject(e); }
      }, 0);
    }
  }

  dispose() {
    this.worker?.terminate();
    this.worker = null;
  }
}
