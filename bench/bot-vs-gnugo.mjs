// The engine opponent's strength per second of thought: tengen-gtp (the tree search,
// `--search tree`, or the flat playouts, `--search flat`) against GNU Go 3.8 at a level, on
// 9×9 under the Chinese rules (komi 7.5), colours alternating, each game to two passes or a
// resignation (or a 300-move limit, counted as unfinished). tengen gets its time per move as
// GTP Canadian byo-yomi, `time_settings 0 T 1` (T seconds for every move; genmove keeps a tenth
// of it, at most 1 s, in reserve); GNU Go plays at its level with no clock. The result is GNU Go's
// `final_score` (it marks the dead stones), checked against tengen's own.
//
//   cargo build --release --bin tengen-gtp
//   node bench/bot-vs-gnugo.mjs [--games 100] [--times 0.1,0.5,1] [--levels 1,10] [--search tree]
//
// Prints one line per game and a table of tengen's wins per setting; figures go in
// bench/RESULTS.md with the machine's load (`uptime`): under load the time per move buys
// fewer playouts, so strength figures taken on a busy machine understate it.

import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadavg } from "node:os";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const GAMES = Number(option("games", "100"));
const TIMES = option("times", "0.1,0.5,1").split(",").map(Number);
const LEVELS = option("levels", "1,10").split(",").map(Number);
const SEARCH = option("search", "tree");
const GNUGO = process.env.TENGEN_GNUGO || "/usr/games/gnugo";
const TENGEN = fileURLToPath(new URL("../target/release/tengen-gtp", import.meta.url));
const MOVE_LIMIT = 300;

for (const [what, path] of [["GNU Go", GNUGO], ["tengen-gtp (cargo build --release --bin tengen-gtp)", TENGEN]]) {
  if (!existsSync(path)) {
    console.error(`bot-vs-gnugo: ${what} is missing at ${path}`);
    process.exit(2);
  }
}

/** A GTP program as a child process: `ask(command)` resolves to the answer's text. */
function gtp(command, argv) {
  const child = spawn(command, argv, { stdio: ["pipe", "pipe", "ignore"] });
  const lines = createInterface({ input: child.stdout });
  let pending = [], buffer = [];
  lines.on("line", (line) => {
    if (line.trim() === "" && buffer.length) {
      const answer = buffer.join("\n");
      buffer = [];
      if (!pending.length) return; // the answer to "quit"
      const { resolve, reject } = pending.shift();
      if (answer.startsWith("=")) resolve(answer.slice(1).trim());
      else reject(new Error(`${command}: ${answer}`));
    } else if (line.trim() !== "") buffer.push(line);
  });
  return {
    ask(text) {
      return new Promise((resolve, reject) => {
        pending.push({ resolve, reject });
        child.stdin.write(`${text}\n`);
      });
    },
    close() {
      child.stdin.end("quit\n");
    },
  };
}

async function playGame({ seconds, level, tengenBlack, seed }) {
  const tengen = gtp(TENGEN, ["--seed", String(seed), "--search", SEARCH]);
  const gnugo = gtp(GNUGO, ["--mode", "gtp", "--level", String(level), "--chinese-rules", "--komi", "7.5", "--seed", String(seed)]);
  for (const c of ["boardsize 9", "clear_board", "komi 7.5"]) {
    await tengen.ask(c);
    await gnugo.ask(c);
  }
  await tengen.ask(`time_settings 0 ${seconds} 1`);
  let passes = 0, moves = 0, thinking = 0, resigned = null;
  while (passes < 2 && moves < MOVE_LIMIT) {
    const colour = moves % 2 === 0 ? "black" : "white";
    const tengenToMove = (colour === "black") === tengenBlack;
    const [mover, other] = tengenToMove ? [tengen, gnugo] : [gnugo, tengen];
    const t0 = performance.now();
    const mv = await mover.ask(`genmove ${colour}`);
    if (tengenToMove) thinking += performance.now() - t0;
    if (mv.toLowerCase() === "resign") {
      resigned = colour;
      break;
    }
    await other.ask(`play ${colour} ${mv}`);
    if (process.env.BOT_VERBOSE) process.stdout.write(`${colour[0]}:${mv} `);
    passes = mv.toLowerCase() === "pass" ? passes + 1 : 0;
    moves++;
  }
  if (process.env.BOT_VERBOSE) console.log(`\n${await tengen.ask("showboard")}`);
  let score = null, ours = null;
  if (!resigned && passes === 2) {
    score = await gnugo.ask("final_score");
    ours = await tengen.ask("final_score");
  }
  tengen.close();
  gnugo.close();
  const tengenColour = tengenBlack ? "B" : "W";
  const winner = resigned ? (resigned === "black" ? "W" : "B") : score ? score[0] : null;
  const tengenMoves = Math.ceil(moves / 2);
  return { winner, tengenWon: winner === tengenColour, score: resigned ? `${winner}+R` : score ?? "unfinished", ours, moves, msPerMove: thinking / Math.max(1, tengenMoves) };
}

console.log(`# tengen-gtp --search ${SEARCH} vs GNU Go, 9×9, ${GAMES} games a setting; load ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
const table = [];
for (const level of LEVELS) {
  for (const seconds of TIMES) {
    let wins = 0, unfinished = 0, disagreements = 0, ms = 0;
    for (let g = 0; g < GAMES; g++) {
      const r = await playGame({ seconds, level, tengenBlack: g % 2 === 0, seed: 1000 + g });
      if (r.tengenWon) wins++;
      if (!r.winner) unfinished++;
      if (r.ours && r.ours[0] !== r.score[0]) disagreements++;
      ms += r.msPerMove;
      console.log(`level ${level} ${seconds}s game ${g + 1}: tengen ${g % 2 === 0 ? "black" : "white"}, ${r.score} (tengen counts ${r.ours ?? "-"}), ${r.moves} moves, ${r.msPerMove.toFixed(0)} ms a move`);
    }
    table.push({ level, seconds, wins, games: GAMES, unfinished, disagreements, msPerMove: ms / GAMES });
  }
}
console.log("\n| GNU Go level | s a move | tengen wins | unfinished | winner disputed | ms a move (measured) |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const r of table) {
  console.log(`| ${r.level} | ${r.seconds} | ${r.wins}/${r.games} (${((100 * r.wins) / r.games).toFixed(0)}%) | ${r.unfinished} | ${r.disagreements} | ${r.msPerMove.toFixed(0)} |`);
}
console.log(`load afterwards ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
