// nigiri.js: choosing colours by nigiri (猜先) as 第十条 orders it, shown as a short animation.
// The holder (the higher-ranked player, or the engine, or this device for two players) takes
// a hidden handful of white stones (the engine's seeded `nigiriHand`); the guesser shows one
// black stone or two; the stones are counted out in pairs; the engine's `nigiri` says who
// takes Black.

import { h } from "../school/i18n.js";
import { tx, hx } from "./text.js";

const PAIR_MS = 150;
const reduced = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/**
 * Runs the nigiri in `container`. `holder` and `guesser` are display names; `guess` is a
 * number of stones when the guesser is the engine (else the guesser clicks). Resolves to the
 * engine's outcome ({ guesser: colour the guesser takes, … }) once "Play" is pressed.
 */
export function runNigiri(engine, container, { holder, guesser, seed, engineGuesses }) {
  const hand = engine.nigiriHand(seed);
  const section = h("section", { class: "nigiri", id: "nigiri", "aria-labelledby": "nigiri-title" },
    hx("h2", { id: "nigiri-title" }, "nigiriTitle"),
    h("p", { text: () => tx("nigiriHolder", { holder }) }));
  const stonesEl = h("div", { class: "nigiri-stones", "aria-hidden": "true" });
  const status = h("p", { class: "nigiri-status", role: "status", "aria-live": "polite", id: "nigiri-status" });
  const ask = h("div", { class: "nigiri-ask" }, h("p", { text: () => tx("nigiriAsk", { guesser }) }));
  section.append(ask, stonesEl, status);
  container.replaceChildren(section);

  return new Promise((resolve) => {
    const reveal = async (stones) => {
      ask.querySelectorAll("button").forEach((b) => { b.disabled = true; });
      const outcome = engine.nigiri(hand.handful, stones);
      status.textContent = `${tx("nigiriGuessed", { guesser, n: stones })} ${tx("nigiriCounting")}`;
      // The handful opened on the board, then taken away two by two.
      const dots = [];
      for (let i = 0; i < hand.handful; i++) {
        const d = h("span", { class: "stone white" });
        dots.push(d);
        stonesEl.append(d);
      }
      for (let pair = 0; pair < outcome.pairs; pair++) {
        if (!reduced()) await new Promise((r) => setTimeout(r, PAIR_MS));
        dots[2 * pair].classList.add("paired");
        dots[2 * pair + 1].classList.add("paired");
      }
      const black = outcome.guessedRight ? guesser : holder;
      const result = h("p", { class: "nigiri-result", id: "nigiri-result", text: () => tx("nigiriResult", { text: pickText(outcome), black }) });
      const go = hx("button", { type: "button", class: "primary", id: "nigiri-play" }, "play");
      go.addEventListener("click", () => resolve(outcome));
      section.append(result, h("p", {}, go));
      status.textContent = "";
      go.focus();
    };
    if (engineGuesses) {
      reveal(hand.stones);
    } else {
      for (const [n, key] of [[1, "oneStone"], [2, "twoStones"]]) {
        const b = hx("button", { type: "button", "data-stones": n }, key);
        b.addEventListener("click", () => reveal(n));
        ask.append(b);
      }
      ask.querySelector("button").focus();
    }
  });
}

function pickText(outcome) {
  return document.documentElement.lang.startsWith("zh") ? outcome.zh : outcome.en;
}
