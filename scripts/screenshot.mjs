#!/usr/bin/env node
// Takes the README's screenshot of the bare play page (www/play.html): docs/screenshot.png.
// Needs the wasm package in www/pkg (npm run build) and the npm packages (npm run setup).
//   node scripts/screenshot.mjs [out.png]
import { fileURLToPath } from "node:url";
import { openPage, startBrowserAndServer } from "../tests/e2e/helpers.mjs";

const out = process.argv[2] ?? fileURLToPath(new URL("../docs/screenshot.png", import.meta.url));
const env = await startBrowserAndServer();
try {
  const page = await openPage(env.browser, env.base);
  await page.setViewportSize({ width: 720, height: 860 });
  await page.goto(`${env.base}play.html`);
  await page.waitForSelector('body[data-ready="true"]');
  for (const v of ["E5", "C3", "G3", "C6", "D7", "F4", "C5"]) await page.click(`.hit[data-vertex="${v}"]`);
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.activeElement?.blur());
  await page.screenshot({ path: out, fullPage: true });
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(`wrote ${out}`);
} finally {
  await env.close();
}
