// chrome.js: what the practice page and the first game share with the school: its look
// (school.css, linked by each page), its two languages and language switch (school/i18n.js,
// imported, not copied), its progress (school/progress.js), the site header and footer, and
// the engine loaded once and handed to every <go-board>.
//
// Each page keeps its own strings in a table {key: {en, zh}} (`texts`, from school/i18n.js); the school's
// interface strings (site title, language switch) come from the school's locale files.

import init, * as engine from "../pkg/tengen.js";
import { GoBoard } from "../board/go-board.js";
import { loadLocales, initialLang, setLang, getLang, onLangChange, t, h, bindText, bindAttr } from "../school/i18n.js";
import { loadProgress } from "../school/progress.js";

export { engine };

// A page's own strings (`texts(table)` → `{ tx, hx }`) are the school's helper, re-exported.
export { texts } from "../school/i18n.js";

/**
 * Loads the school's locales and progress, sets the language, draws the header and footer and
 * loads the engine. Resolves to {engine, version} or rejects with the engine's load error (the
 * page shows it in place). `current` names the page for aria-current in the header.
 */
export async function startChrome({ current, title }) {
  loadProgress();
  await loadLocales(new URL("../school/locales/", import.meta.url));
  setLang(initialLang(), { remember: false });
  const version = { text: "…" };
  renderHeader(current);
  renderFooter(version);
  const setTitle = () => { document.title = `${title()} · ${t("siteTitle")}`; };
  setTitle();
  onLangChange(setTitle);
  await init();
  GoBoard.useEngine(engine);
  version.text = typeof engine.version === "function" ? engine.version() : "";
  setLang(getLang(), { remember: false }); // re-render the footer with the version
  return { engine, version: version.text };
}

const NAV = [
  { id: "school", href: "./", en: "Lessons", zh: "课程" },
  { id: "practice", href: "practice.html#/review", en: "Practice", zh: "练习" },
  { id: "first-game", href: "first-game.html", en: "Your first game", zh: "第一盘棋" },
  { id: "play", href: "play.html", en: "Game room", zh: "对局室" },
  { id: "club", href: "club.html", en: "Tournament", zh: "比赛" },
];

function renderHeader(current) {
  const skip = document.querySelector(".skip");
  const main = document.getElementById("main");
  if (skip) {
    bindText(skip, () => t("skip"));
    skip.addEventListener("click", (e) => {
      e.preventDefault();
      main.focus();
    });
  }
  const switcher = h("button", { type: "button", class: "lang-switch", id: "lang-switch" });
  bindText(switcher, () => t("switchTo"));
  bindAttr(switcher, "aria-label", () => t("switchLabel"));
  bindAttr(switcher, "lang", () => (getLang() === "zh" ? "en" : "zh-CN"));
  switcher.addEventListener("click", () => setLang(getLang() === "zh" ? "en" : "zh"));
  const brand = h("a", { href: "./", class: "brand" },
    h("span", { class: "brand-mark", "aria-hidden": "true" }, "天元"), h("span", { text: () => t("siteTitle") }));
  const items = NAV.map((n) => {
    const a = h("a", { href: n.href, text: () => (getLang() === "zh" ? n.zh : n.en) });
    if (n.id === current) a.setAttribute("aria-current", "page");
    return h("li", {}, a);
  });
  const nav = h("nav", {}, h("ul", {}, ...items, h("li", {}, switcher)));
  bindAttr(nav, "aria-label", () => (getLang() === "zh" ? "主菜单" : "Main"));
  document.getElementById("site-header").replaceChildren(brand, nav);
}

function renderFooter(version) {
  document.getElementById("site-footer").replaceChildren(
    h("p", { text: () => t("footer", { version: version.text || "…" }) }),
  );
}
