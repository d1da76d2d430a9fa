#!/usr/bin/env node
// Times `Problems.generate()` in headless Chromium (issue 13's browser target: a problem in
// under 20 ms), with the school's build as `bash scripts/build-wasm.sh` leaves it in www/pkg/
// (the `practice` feature). Also times the same calls under Node, which runs the same wasm.
//
//   bash scripts/build-wasm.sh          # once, after any change to the engine
//   node bench/problems-browser.mjs [seeds]
//
// Default: 40 seeds for every kind and difficulty 1–5 on 9×9 (after one warm-up problem of
// each kind). Prints per kind the median, 95th percentile and slowest problem, in
// milliseconds, over all its difficulties. Needs /usr/bin/chromium and playwright-core.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("..", import.meta.url));
const seeds = Number(process.argv[2] ?? 40);

/** Runs in the page and in Node alike. */
function timeProblems(Problems, seeds, now) {
  const out = [];
  for (const { id } of Problems.kinds()) {
    Problems.generate({ kind: id, size: 9, difficulty: 1, seed: 1_000_000 });
    const times = [];
    for (let difficulty = 1; difficulty <= 5; difficulty++) {
      for (let seed = 0; seed < seeds; seed++) {
        const t0 = now();
        Problems.generate({ kind: id, size: 9, difficulty, seed });
        times.push(now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    out.push({ id, n: times.length, median: at(0.5), p95: at(0.95), max: times[times.length - 1] });
  }
  return out;
}

function print(where, rows) {
  console.log(`\n${where}`);
  for (const r of rows) {
    console.log(`  ${r.id.padEnd(14)} ${String(r.n).padStart(4)} problems  median ${r.median.toFixed(2)} ms  p95 ${r.p95.toFixed(2)}  max ${r.max.toFixed(2)}`);
  }
}

const pkg = path.join(root, "www/pkg");
if (!fs.existsSync(path.join(pkg, "tengen_bg.wasm"))) {
  console.error("www/pkg/tengen_bg.wasm is missing: run `bash scripts/build-wasm.sh` first");
  process.exit(1);
}
const types = { ".js": "text/javascript", ".wasm": "application/wasm", ".html": "text/html" };
const page = `<!doctype html><meta charset="utf-8"><title>problems bench</title>
<script type="module">
import init, { Problems } from "/pkg/tengen.js";
await init();
window.Problems = Problems;
document.body.dataset.ready = "true";
</script><body></body>`;
const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (url.pathname === "/") {
    res.writeHead(200, { "content-type": types[".html"] });
    res.end(page);
    return;
  }
  const file = path.join(pkg, path.basename(url.pathname));
  if (!url.pathname.startsWith("/pkg/") || !fs.existsSync(file)) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const tab = await browser.newPage();
  await tab.goto(base);
  await tab.waitForSelector('body[data-ready="true"]', { state: "attached" });
  const rows = await tab.evaluate(
    ([src, seeds]) => new Function(`return (${src})`)()(window.Problems, seeds, () => performance.now()),
    [timeProblems.toString(), seeds],
  );
  print(`Chromium ${browser.version()} (headless), wasm from www/pkg/`, rows);
} finally {
  await browser.close();
  server.close();
}

const mod = await import(pathToFileURL(path.join(pkg, "tengen.js")).href);
await mod.default({ module_or_path: fs.readFileSync(path.join(pkg, "tengen_bg.wasm")) });
print(`Node ${process.version}`, timeProblems(mod.Problems, seeds, () => performance.now()));
console.log(`\n${os.cpus().length} × ${os.cpus()[0].model}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
