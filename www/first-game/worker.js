// worker.js: the first game's opponent thinking off the main thread (see opponent.js).
// Message in: {id, sgf, playouts, seed}. Out: {id, move: [x, y] | null} or {id, error: {code, message}}.
// A bad record or option comes back as the engine's coded error; nothing here knows the rules.

import init, { Game } from "../pkg/tengen.js";

const ready = init();

self.addEventListener("message", async (e) => {
  const { id, sgf, playouts, seed } = e.data || {};
  try {
    await ready;
    const game = Game.fromSgf(String(sgf));
    try {
      self.postMessage({ id, move: game.engineMove({ playouts, seed }) });
    } finally {
      game.free();
    }
  } catch (err) {
    self.postMessage({ id, error: { code: err?.code || "engineError", message: err?.message || String(err) } });
  }
});
