// opponent.js: the engine as the game room's opponent. It thinks in the module worker
// www/engine-worker.js (messages documented there), so the page never freezes; if no worker
// can be started it thinks on the main thread after the same pause.

export const STRENGTHS = ["beginner", "casual", "strong"];

export class Opponent {
  constructor(engine) {
    this.engine = engine;
    this.pending = new Map();
    this.nextId = 1;
    try {
      this.worker = new Worker(new URL("../engine-worker.js", import.meta.url), { type: "module" });
      this.worker.addEventListener("message", (e) => this._answer(e.data));
      this.worker.addEventListener("error", () => this._fail());
    } catch {
      this.worker = null;
    }
  }

  /** The engine's move in `sgf` at `strength`: [x, y], or null for a pass. */
  move(sgf, { strength, seed, minMs = 0 }) {
    if (!this.worker) return this._mainThread(sgf, strength, seed, minMs);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, sgf, strength, seed, minMs });
      this.worker.postMessage({ id, type: "move", sgf, strength, seed, minMs });
    });
  }

  _mainThread(sgf, strength, seed, minMs) {
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        const game = this.engine.Game.fromSgf(sgf);
        try { resolve(this.engine.engineMoveAt(game, strength, seed)); } catch (e) { reject(e); } finally { game.free(); }
      }, minMs);
    });
  }

  _answer(data) {
    const job = this.pending.get(data?.id);
    if (!job) return;
    this.pending.delete(data.id);
    if (data.type === "error") job.reject(Object.assign(new Error(data.message), { code: data.code }));
    else job.resolve(data.move ?? null);
  }

  /** The worker failed to load: finish what it was asked on the main thread. */
  _fail() {
    this.worker = null;
    for (const [id, job] of this.pending) {
      this.pending.delete(id);
      this._mainThread(job.sgf, job.strength, job.seed, 0).then(job.resolve, job.reject);
    }
  }
}
