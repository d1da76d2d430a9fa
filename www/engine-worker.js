// engine-worker.js: the engine's move in a Web Worker, so that a page never freezes while the
// engine thinks (the game room, www/play.html, and the first-game page use it).
//
//   const worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
//
// Messages to the worker (each with an `id` the reply repeats):
//   { id, type: "move", sgf, strength, seed, minMs }      (`type` may be left out)
//       The engine's move for the side to move in the game `sgf` (the SGF text of the game so
//       far, e.g. `game.toSgf()` or `board.toSgf()`), at `strength` ("beginner", "casual",
//       "strong"; budgets and tactics in src/bot.rs), fixed by the 32-bit `seed`. Instead of a
//       strength, `playouts` (0–100000) asks for `game.engineMove({ playouts, seed })`. The
//       reply waits until `minMs` milliseconds have passed since the request (a natural
//       pause; 0 or absent for none).
//       Reply: { id, type: "move", move: [x, y] | null (a pass), thinkMs }
//   { id, type: "estimate", sgf, playouts, seed }
//       The engine's suggestion of dead stones at the end of the game.
//       Reply: { id, type: "estimate", dead: [[x, y], …], thinkMs }
// Any failure (bad SGF, unknown strength) replies
//   { id, type: "error", code, message, error: { code, message } }.
// The worker announces { type: "ready" } once the engine has loaded.
import init, { Game, engineMoveAt } from "./pkg/tengen.js";

const ready = init().then(() => postMessage({ type: "ready" }));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(msg) {
  await ready;
  const start = performance.now();
  const game = Game.fromSgf(String(msg.sgf ?? ""));
  try {
    if (msg.type === "move" || msg.type === undefined) {
      const seed = (msg.seed ?? 0) >>> 0;
      const move = msg.strength === undefined && msg.playouts !== undefined
        ? game.engineMove({ playouts: msg.playouts, seed })
        : engineMoveAt(game, String(msg.strength ?? "casual"), seed);
      const thinkMs = performance.now() - start;
      const wait = Number(msg.minMs ?? 0) - thinkMs;
      if (wait > 0) await sleep(wait);
      return { id: msg.id, type: "move", move, thinkMs };
    }
    if (msg.type === "estimate") {
      const est = game.estimate({ playouts: msg.playouts ?? 2000, seed: (msg.seed ?? 0) >>> 0 });
      return { id: msg.id, type: "estimate", dead: est.dead, thinkMs: performance.now() - start };
    }
    throw Object.assign(new Error(`unknown message type ${JSON.stringify(msg.type)}`), { code: "badMessage" });
  } finally {
    game.free();
  }
}

self.addEventListener("message", async (event) => {
  const msg = event.data ?? {};
  try {
    postMessage(await answer(msg));
  } catch (e) {
    const error = { code: e?.code ?? "internal", message: String(e?.message ?? e) };
    postMessage({ id: msg.id, type: "error", ...error, error });
  }
});
