#!/usr/bin/env node
// Takes the README's screenshot of the game room (www/play.html): docs/screenshot.png, a 9×9
// game against the engine with the club clock, a few moves in.
// Needs the wasm package in www/pkg (bash scripts/build-wasm.sh) and the npm packages.
//   node scripts/screenshot.mjs [out.png]
import { fileURLToPath } from "node:url";
import { openPage, startBrowserAndServer } from "../tests/e2e/helpers.mjs";

const out = process.argv[2] ?? fileURLToPath(new URL("../docs/screenshot.png", import.meta.url));
const env = await startBrowserAndServer();
try {
  const page = await openPage(env.browser, env.base, { locale: "en-US" });
  await page.setViewportSize({ width: 1100, height: 860 });
  await page.goto(`${env.base}play.html#seed=5&fast`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption("#opponent", "casual");
  await page.selectOption("#colours", "black");
  await page.selectOption("#time", "club");
  await page.click("#start");
  await page.waitForFunction(() => document.body.dataset.phase === "play");
  for (const v of ["E5", "C3", "G4", "D7"]) {
    const n = await page.$eval("#board", (b) => b.moveNumber);
    await page.$eval("#board", (b, v) => b.play(v), v);
    await page.waitForFunction((n) => document.querySelector("#board").moveNumber >= n + 2, n, { timeout: 20_000 });
  }
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.activeElement?.blur());
  await page.screenshot({ path: out, fullPage: true });
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(`wrote ${out}`);
} finally {
  await env.close();
}
