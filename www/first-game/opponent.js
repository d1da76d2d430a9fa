// opponent.js: the engine's move in the first game, `Game.engineMove` on a copy of the board's
// game (rebuilt from its SGF), so the page's game changes only through the board.
//
// It thinks off the main thread when it can: in a module Web Worker (worker.js, beside this
// file), which loads its own copy of the engine. If a worker cannot be started (or fails), it
// thinks on the main thread after a short pause, with the small budgets the first game uses
// (a few milliseconds on 9×9), so the page still draws the learner's stone first.

/** The strengths offered: playouts per move (see bench/RESULTS.md for what they cost). */
export const LEVELS = { gentle: 30, steady: 300, strong: 1500 };

const THINK_DELAY_MS = 40;

export class Opponent {
  constructor(engine) {
    this.engine = engine;
    this.worker = null;
    this.pending = new Map();
    this.nextId = 1;
    try {
      this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
      this.worker.addEventListener("message", (e) => this._answer(e.data));
      this.worker.addEventListener("error", () => this._dropWorker());
    } catch {
      this.worker = null;
    }
  }

  /** The engine's move for the side to move in `sgf`: [x, y], or null for a pass. */
  move(sgf, { playouts, seed }) {
    if (this.worker) {
      const id = this.nextId++;
      return new Promise((resolve, reject) => {
        this.pending.set(id, { resolve, reject, sgf, playouts, seed });
        this.worker.postMessage({ id, sgf, playouts, seed });
      });
    }
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        try { resolve(this._think(sgf, playouts, seed)); } catch (e) { reject(e); }
      }, THINK_DELAY_MS);
    });
  }

  _think(sgf, playouts, seed) {
    const game = this.engine.Game.fromSgf(sgf);
    try {
      return game.engineMove({ playouts, seed });
    } finally {
      game.free();
    }
  }

  _answer(data) {
    const job = this.pending.get(data?.id);
    if (!job) return;
    this.pending.delete(data.id);
    if (data.error) job.reject(Object.assign(new Error(data.error.message), { code: data.error.code }));
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
        try { j.resolve(this._think(j.sgf, j.playouts, j.seed)); } catch (e) { j.reject(e); }
      }, 0);
    }
  }

  dispose() {
    this.worker?.terminate();
    this.worker = null;
  }
}
