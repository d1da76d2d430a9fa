// The engine opponent's strength per second of thought: tengen-gtp (the tree search,
// `--search tree`, or the flat playouts, `--search flat`) against GNU Go 3.8 at a level, on
// 9×9 under the Chinese rules (komi 7.5), colours alternating, each game to two passes or a
// resignation (or a 300-move limit, counted as unfinished). tengen gets its time per move as
// GTP Canadian byo-yomi, `time_settings 0 T 1` (T seconds for every move; genmove keeps a tenth
// of it, at most 1 s, in reserve), counted by default on its thinking thread's CPU time
// (`tengen-gtp --clock cpu`), so that other work on the machine does not take playouts from
// it; `--clock wall` times it by the wall clock instead. GNU Go plays at its level with no
// clock, with situational superko as tengen's Chinese preset. A move one program refuses ends
// the game as unfinished (`refused` in its record says which move and why). The result is
// GNU Go's `final_score` (it marks the dead stones), checked against tengen's own; when the
// two name different winners the game is played out (both sides by `kgs-genmove_cleanup`, to
// two passes again) and counted again, and reported as disputed.
//
//   cargo build --release --bin tengen-gtp
//   node bench/bot-vs-gnugo.mjs [--games 100] [--times 0.1,0.5,1] [--levels 1,10] [--search tree]
//        [--clock cpu|wall] [--first 0] [--sgf DIR] [--jsonl FILE]
//   node bench/bot-vs-gnugo.mjs --summary FILE...   (the table from earlier --jsonl files)
//
// Prints one line per game and, per setting, tengen's wins (as Black and as White), the mean
// margin (tengen's points minus the opponent's; resignations count as unknown margins and are
// left out), tengen's average playouts and CPU-or-wall ms a move, GNU Go's wall ms a move.
// `--first N` starts at game N (seeds 1000 + N…), so a long match can be run in parts;
// `--jsonl FILE` appends one JSON line per game; `--sgf DIR` saves every game (tengen's
// `printsgf`). Figures go in bench/RESULTS.md with the machine's load (`uptime`).

import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
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
const CLOCK = option("clock", "cpu");
const FIRST = Number(option("first", "0"));
const SGF_DIR = option("sgf", null);
const JSONL = option("jsonl", null);
const GNUGO = process.env.TENGEN_GNUGO || "/usr/games/gnugo";
// TENGEN_GTP names another build (a copy, so that rebuilding during a long match changes nothing).
const TENGEN = process.env.TENGEN_GTP || fileURLToPath(new URL("../target/release/tengen-gtp", import.meta.url));
const MOVE_LIMIT = 300;
/** The most moves a disputed game is played on after its two passes. */
const CLEANUP_LIMIT = 120;

for (const [what, path] of [["GNU Go", GNUGO], ["tengen-gtp (cargo build --release --bin tengen-gtp)", TENGEN]]) {
  if (!existsSync(path)) {
    console.error(`bot-vs-gnugo: ${what} is missing at ${path}`);
    process.exit(2);
  }
}

/** A GTP program as a child process: `ask(command)` resolves to the answer's text;
 * `onError(line)` sees each line it writes to standard error. */
function gtp(command, argv, onError = null) {
  const child = spawn(command, argv, { stdio: ["pipe", "pipe", onError ? "pipe" : "ignore"] });
  if (onError) createInterface({ input: child.stderr }).on("line", onError);
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

/** tengen's margin from a `final_score` answer (`B+3.5`, `W+0.5`, `0`). */
function margin(score, tengenColour) {
  if (!score || score.endsWith("+R")) return null;
  if (score === "0") return 0;
  const points = Number(score.slice(2));
  return score[0] === tengenColour ? points : -points;
}

async function playGame({ seconds, level, tengenBlack, seed }) {
  const playouts = [];
  const tengen = gtp(TENGEN, ["--seed", String(seed), "--search", SEARCH, "--clock", CLOCK, "--log-search"], (line) => {
    const m = /^search playouts (\d+)/.exec(line);
    if (m) playouts.push(Number(m[1]));
  });
  // --situational-superko: tengen's Chinese preset forbids repeating a whole-board position
  // (全局同形); GNU Go's default is simple ko, under which it once played a move tengen refused.
  const gnugo = gtp(GNUGO, ["--mode", "gtp", "--level", String(level), "--chinese-rules", "--situational-superko", "--komi", "7.5", "--seed", String(seed)]);
  for (const c of ["boardsize 9", "clear_board", "komi 7.5"]) {
    await tengen.ask(c);
    await gnugo.ask(c);
  }
  await tengen.ask(`time_settings 0 ${seconds} 1`);
  let passes = 0, moves = 0, thinking = 0, gnugoMs = 0, resigned = null, refused = null;
  while (passes < 2 && moves < MOVE_LIMIT) {
    const colour = moves % 2 === 0 ? "black" : "white";
    const tengenToMove = (colour === "black") === tengenBlack;
    const [mover, other] = tengenToMove ? [tengen, gnugo] : [gnugo, tengen];
    const t0 = performance.now();
    const mv = await mover.ask(`genmove ${colour}`);
    if (tengenToMove) thinking += performance.now() - t0;
    else gnugoMs += performance.now() - t0;
    if (mv.toLowerCase() === "resign") {
      resigned = colour;
      break;
    }
    try {
      await other.ask(`play ${colour} ${mv}`);
    } catch (error) {
      // The two programs disagree on a move's legality: the game is unfinished, not the match.
      refused = `${tengenToMove ? "GNU Go" : "tengen"} refused ${colour} ${mv}: ${error.message.split(": ").pop()}`;
      break;
    }
    if (process.env.BOT_VERBOSE) process.stdout.write(`${colour[0]}:${mv} `);
    passes = mv.toLowerCase() === "pass" ? passes + 1 : 0;
    moves++;
  }
  if (process.env.BOT_VERBOSE) console.log(`\n${await tengen.ask("showboard")}`);
  let score = null, ours = null, disputed = false, playedOut = 0;
  if (!resigned && passes === 2) {
    score = await gnugo.ask("final_score");
    ours = await tengen.ask("final_score");
    // The two disagree on the winner (each judged the dead stones its own way): play the
    // position out, both sides by `kgs-genmove_cleanup` (GNU Go then takes every stone it
    // calls dead, and tengen answers where it disagrees), to two passes again, and count
    // again. The winner is GNU Go's count after that; the game is reported as disputed.
    if (score[0] !== ours[0]) {
      disputed = true;
      let cleanupPasses = 0;
      while (cleanupPasses < 2 && playedOut < CLEANUP_LIMIT) {
        const colour = moves % 2 === 0 ? "black" : "white";
        const tengenToMove = (colour === "black") === tengenBlack;
        const [mover, other] = tengenToMove ? [tengen, gnugo] : [gnugo, tengen];
        const mv = await mover.ask(`kgs-genmove_cleanup ${colour}`);
        if (mv.toLowerCase() === "resign") {
          resigned = colour;
          break;
        }
        try {
          await other.ask(`play ${colour} ${mv}`);
        } catch (error) {
          refused = `${tengenToMove ? "GNU Go" : "tengen"} refused ${colour} ${mv} in the play-out: ${error.message.split(": ").pop()}`;
          break;
        }
        cleanupPasses = mv.toLowerCase() === "pass" ? cleanupPasses + 1 : 0;
        moves++;
        playedOut++;
      }
      score = resigned || refused ? null : await gnugo.ask("final_score");
      ours = resigned || refused ? null : await tengen.ask("final_score");
    }
  }
  const sgf = SGF_DIR ? await tengen.ask("printsgf") : null;
  tengen.close();
  gnugo.close();
  const tengenColour = tengenBlack ? "B" : "W";
  const winner = resigned ? (resigned === "black" ? "W" : "B") : score ? score[0] : null;
  const tengenMoves = Math.ceil(moves / 2);
  const result = resigned ? `${winner}+R` : score ?? "unfinished";
  if (sgf) {
    mkdirSync(SGF_DIR, { recursive: true });
    writeFileSync(`${SGF_DIR}/L${level}-${seconds}s-seed${seed}-tengen${tengenColour}-${result}.sgf`, `${sgf}\n`);
  }
  return {
    winner,
    tengenColour,
    tengenWon: winner === tengenColour,
    disputed,
    refused,
    playedOut,
    score: result,
    margin: margin(result, tengenColour),
    ours,
    moves,
    msPerMove: thinking / Math.max(1, tengenMoves),
    gnugoMsPerMove: gnugoMs / Math.max(1, moves - tengenMoves),
    playoutsPerMove: playouts.length ? playouts.reduce((a, b) => a + b, 0) / playouts.length : 0,
  };
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** The table of results, one row per setting (level, seconds and clock), from game records. */
function printTable(records) {
  const settings = new Map();
  for (const r of records) {
    const key = `${r.level}|${r.seconds}|${r.clock ?? CLOCK}`;
    if (!settings.has(key)) settings.set(key, []);
    settings.get(key).push(r);
  }
  console.log("\n| GNU Go level | s a move | clock | tengen wins | as Black | as White | mean margin | unfinished | winner disputed (still after play-out) | playouts a move | tengen ms a move (wall) | GNU Go ms a move | load (1 min, mean) |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const [key, games] of settings) {
    const [level, seconds, clock] = key.split("|");
    const wins = games.filter((r) => r.tengenWon).length;
    const split = (c) => `${games.filter((r) => r.tengenColour === c && r.tengenWon).length}/${games.filter((r) => r.tengenColour === c).length}`;
    const margins = games.map((r) => r.margin).filter((m) => m !== null && m !== undefined);
    // Disputed: the two counts named different winners at the first two passes (records from
    // before the play-out have no flag: their counts disagreeing). After the play-out: still.
    const disputed = games.filter((r) => r.disputed ?? (r.ours && r.ours[0] !== r.score[0])).length;
    const still = games.filter((r) => r.ours && r.ours[0] !== r.score[0]).length;
    const loads = games.map((r) => r.load).filter((l) => l !== undefined);
    console.log(`| ${level} | ${seconds} | ${clock} | ${wins}/${games.length} (${((100 * wins) / games.length).toFixed(0)}%) | ${split("B")} | ${split("W")} | ${mean(margins).toFixed(1)} | ${games.filter((r) => !r.winner).length} | ${disputed} (${still}) | ${mean(games.map((r) => r.playoutsPerMove)).toFixed(0)} | ${mean(games.map((r) => r.msPerMove)).toFixed(0)} | ${mean(games.map((r) => r.gnugoMsPerMove)).toFixed(0)} | ${mean(loads).toFixed(1)} |`);
  }
}

// `--summary FILE...`: only the table, from the JSON lines of earlier runs (`--jsonl`).
const summary = args.indexOf("--summary");
if (summary >= 0) {
  const records = args.slice(summary + 1).flatMap((f) => readFileSync(f, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)));
  printTable(records);
  process.exit(0);
}

console.log(`# tengen-gtp --search ${SEARCH} --clock ${CLOCK} vs GNU Go, 9×9, games ${FIRST + 1}–${FIRST + GAMES} a setting; ${new Date().toISOString()}; load ${load()}`);
const records = [];
for (const level of LEVELS) {
  for (const seconds of TIMES) {
    for (let g = FIRST; g < FIRST + GAMES; g++) {
      const r = await playGame({ seconds, level, tengenBlack: g % 2 === 0, seed: 1000 + g });
      const line = { level, seconds, clock: CLOCK, search: SEARCH, game: g + 1, seed: 1000 + g, ...r, load: loadavg()[0], date: new Date().toISOString() };
      records.push(line);
      if (JSONL) appendFileSync(JSONL, `${JSON.stringify(line)}\n`);
      console.log(`level ${level} ${seconds}s game ${g + 1}: tengen ${r.tengenColour === "B" ? "black" : "white"}, ${r.score} (tengen counts ${r.ours ?? "-"})${r.refused ? `, ${r.refused}` : ""}, ${r.moves} moves, ${r.msPerMove.toFixed(0)} ms and ${r.playoutsPerMove.toFixed(0)} playouts a move, GNU Go ${r.gnugoMsPerMove.toFixed(0)} ms; load ${load()}`);
    }
  }
}
printTable(records);
console.log(`load afterwards ${load()}`);
