#!/usr/bin/env node
// The school's first load (issue 19, item 4), in headless Chromium over `npm start`'s server
// (scripts/serve.mjs: compressed responses, the site's CSP), every run in a new browser context
// with the HTTP cache disabled (a cold cache):
//
//   unit  /#/unit/<first unit>: until the first board on the screen (the explanation's figure)
//         is drawn from the engine, then a click on "Start the exercises" until the first
//         exercise's board is drawn and its controls are there (the learner can answer);
//   home  /: until the unit list is shown (no engine needed).
//
// Bytes: every response's encoded length (headers and compressed body, CDP Network events)
// until that moment. Time: from navigation start (performance.now() in the page, polled every
// animation frame). Each scenario with the CPU as it is and slowed 4× (CDP
// Emulation.setCPUThrottlingRate). Targets: ≤ 350 KB before the first exercise board is
// interactive, ≤ 0.6 s, ≤ 1.5 s throttled.
//
//   bash scripts/build-wasm.sh && node bench/school-load.mjs [runs]     (default 5; the median)
//   SCHOOL_LOAD_URLS=1 ... also prints every URL fetched by each run
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { startServer } from "../scripts/serve.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const runs = Number(process.argv[2] || 5);
const firstUnit = JSON.parse(readFileSync(`${ROOT}/lessons/index.json`, "utf8")).units[0].replace(/^\d+-|\.json$/g, "");
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

const server = await startServer({ root: `${ROOT}/www`, port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${server.port}/`;
const browser = await chromium.launch({
  executablePath: process.env.TENGEN_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
});

/** One cold load: { bytes, ms, requests, encodings } at each moment named by `steps`. */
async function coldLoad(hash, throttle, steps) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: "en-US" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (throttle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  let bytes = 0;
  let requests = 0;
  const encodings = new Map();
  const urls = new Map();
  cdp.on("Network.responseReceived", (e) => {
    urls.set(e.requestId, e.response.url);
    const enc = e.response.headers["content-encoding"] || e.response.headers["Content-Encoding"] || "none";
    encodings.set(enc, (encodings.get(enc) || 0) + 1);
  });
  const sizes = new Map();
  cdp.on("Network.loadingFinished", (e) => {
    bytes += e.encodedDataLength;
    requests++;
    sizes.set(urls.get(e.requestId), e.encodedDataLength);
  });
  await page.goto(base + hash, { waitUntil: "commit" });
  const out = [];
  for (const step of steps) {
    // The click is dispatched in the page, the moment the step before is ready: page.click()
    // would add Playwright's own actionability checks (it waits for the element to stay put for
    // two animation frames, about 40 ms here), which no learner's tap pays.
    if (step.click) await page.evaluate((sel) => document.querySelector(sel).click(), step.click);
    const ms = await (await page.waitForFunction(step.ready, null, { polling: "raf", timeout: 60000 })).jsonValue();
    out.push({ name: step.name, ms, bytes, requests, urls: [...sizes.keys()].map((u) => u?.replace(base, "/")) });
  }
  const largest = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([u, n]) => `${u.replace(base, "/")} ${n}`);
  await context.close();
  return { steps: out, encodings: Object.fromEntries(encodings), largest };
}

// The first screen of a unit: every board on it drawn from the engine.
const unitReady = () => {
  const el = document.querySelector("go-lesson");
  const boards = [...document.querySelectorAll("go-lesson go-board")];
  return el?.view && boards.length && boards.every((b) => b.state?.snap) ? performance.now() : false;
};
// The first exercise on screen, its board drawn and its controls there.
const exerciseReady = () => {
  const card = document.querySelector("go-lesson .exercise");
  const board = card?.querySelector("go-board");
  return board?.state?.snap && card.querySelector(".controls button, .controls form, .options button") ? performance.now() : false;
};
const homeReady = () => (document.querySelector(".unit-list .unit-item") ? performance.now() : false);

const scenarios = [
  { name: "unit", hash: `#/unit/${firstUnit}`, steps: [
    { name: "first screen (explanation) ready", ready: unitReady },
    { name: "first exercise interactive (after Start)", click: "go-lesson .gl-next", ready: exerciseReady },
  ] },
  { name: "home", hash: "", steps: [{ name: "unit list shown", ready: homeReady }] },
];

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`# school first load: ${os.cpus()[0]?.model ?? "cpu"} × ${os.cpus().length}, ${new Date().toISOString()}, load average before ${load()}`);
console.log(`# ${runs} cold runs each (new context, cache disabled), median; bytes = encoded (headers + compressed body)`);
for (const throttle of [1, 4]) {
  for (const sc of scenarios) {
    const results = [];
    await coldLoad(sc.hash, throttle, sc.steps); // warm the server's compression cache
    for (let i = 0; i < runs; i++) results.push(await coldLoad(sc.hash, throttle, sc.steps));
    sc.steps.forEach((step, i) => {
      const ms = median(results.map((r) => r.steps[i].ms));
      const kb = median(results.map((r) => r.steps[i].bytes)) / 1000;
      const reqs = median(results.map((r) => r.steps[i].requests));
      console.log(`${sc.name.padEnd(5)} cpu ×${throttle}  ${step.name.padEnd(42)} ${ms.toFixed(0).padStart(5)} ms  ${kb.toFixed(1).padStart(6)} KB  ${reqs} requests`);
    });
    if (process.env.SCHOOL_LOAD_URLS) console.log(results.map((r) => r.steps.at(-1).urls.join(" ")).join("\n"));
    if (throttle === 1) console.log(`      encodings ${JSON.stringify(results[0].encodings)}; largest: ${results[0].largest.join(", ")}`);
  }
}
console.log(`# load average after ${load()}`);
await browser.close();
await server.close();
