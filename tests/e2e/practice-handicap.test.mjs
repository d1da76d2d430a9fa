// Unit 21's practice (让子) as a learner meets it on www/practice.html: `handicap-result`, a
// finished 9×9 game counted as a handicap game (no komi; Black gives back half a 子 for each
// handicap stone). The learner picks a wrong result: the page explains it with the engine's
// count (Black's stones, surrounded points, shared points; what Black gives back and needs),
// the dead stones stay crossed on the board; then the right one. In Chinese at 375 px and in
// English at 1280 px, axe clean, under the site's CSP.
//
// The handicap is read from the prompt the page shows; the right result is the generator's,
// asked of the same wasm build in Node.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ROOT, useBrowserAndServer } from "./helpers.mjs";
import { open, done, axe } from "./practice-helpers.mjs";

const PKG = `${ROOT}/www/pkg`;
const wasm = await import(`${PKG}/tengen.js`);
wasm.initSync({ module: readFileSync(`${PKG}/tengen_bg.wasm`) });
const { Problems } = wasm;

const env = useBrowserAndServer();
const feedback = (page) => page.locator("#problem-feedback").textContent();

describe("practice: handicap (unit 21)", { skip: !Problems && "this build has no problem generator" }, () => {
  for (const { lang, width, seed } of [{ lang: "zh", width: 375, seed: 21 }, { lang: "en", width: 1280, seed: 210 }]) {
    test(`a wrong result of a handicap game is explained with the count and what Black gives back (${lang}, ${width} px)`, async () => {
      assert.deepEqual(Problems.kinds().filter((k) => k.units.includes("handicap")).map((k) => k.kind), ["handicap-result"]);
      const page = await open(env, `practice.html?seed=${seed}#/unit/handicap`, { locale: lang === "zh" ? "zh-CN" : "en-US", width });
      await page.waitForSelector('#problem[data-kind="handicap-result"][data-state="open"]');
      const d = await page.evaluate(() => ({ ...document.querySelector("#problem").dataset }));
      const view = Problems.generate({ kind: d.kind, size: Number(d.size), difficulty: Number(d.difficulty), seed: Number(d.seed) });
      const prompt = await page.locator("#problem-prompt").textContent();
      assert.equal(prompt, view.prompt[lang]);
      const stones = Number((lang === "zh" ? /让(\d)子/ : /(\d)-stone handicap/).exec(prompt)[1]);
      assert.ok(stones >= 2 && stones <= 6, prompt);
      await axe(page, `handicap open ${lang}`);

      const right = Problems.solution(view).choice;
      const wrong = view.options.find((o) => o.value !== right);
      await page.click(`#problem .option[data-value="${wrong.value}"]`);
      await page.waitForSelector('#problem[data-state="missed"]');
      const said = await feedback(page);
      const back = stones % 2 ? `${(stones - 1) / 2 || ""}½` : `${stones / 2}`;
      assert.ok(said.includes(wrong.label[lang]), `the wrong result is named: ${said}`);
      assert.ok(said.includes(lang === "zh" ? `黑棋还${back}子` : `gives back ${back} (half a stone each)`), said);
      assert.ok(said.includes(view.options.find((o) => o.value === right).label[lang]), `the right result is given: ${said}`);
      await axe(page, `handicap missed ${lang}`);
      await page.screenshot({ path: `/tmp/practice-handicap-${width}-${lang}.png`, fullPage: true });
      await page.click("#try-again");
      await page.waitForSelector('#problem[data-state="open"]');
      await page.click(`#problem .option[data-value="${right}"]`);
      await page.waitForSelector('#problem[data-state="solved-late"]');
      await done(page);
    });
  }
});
