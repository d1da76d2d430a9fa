// app.js: the beginner school: its chrome (header, language switch, footer) and its routes.
//
//   #/               the unit list, with progress and review links (home.js)
//   #/unit/<id>      a unit: a <go-lesson> of its file, one exercise at a time (unit.js)
//   #/review/<id>    the exercises of a unit the learner missed, in the same element
//   #/play           the old free board: redirected to play.html (the game room)
//
// The first screen needs no engine: the unit list is plain data, and a unit's <go-lesson>
// loads the engine (compiled while it downloads) and its own file when the unit opens. Every
// rule decision, explanation, reply and hint comes from the engine; this code renders and
// routes.

import { loadEngine } from "../board/engine.js";
import { loadLocales, initialLang, setLang, getLang, onLangChange, refreshTexts, t, pick, h, ht, bindText, bindAttr } from "./i18n.js";
import { loadProgress, onProgress } from "./progress.js";
import { catalog, checkAll } from "./lessons.js";
import { renderHome, updateHome } from "./home.js";
import { renderUnit } from "./unit.js";

const main = document.getElementById("main");
let version = "";

async function start() {
  loadProgress();
  await loadLocales();
  setLang(initialLang(), { remember: false });
  renderChrome();
  window.addEventListener("hashchange", () => route(true));
  onProgress(() => updateHome(main));
  await route(false);
  document.body.dataset.ready = "true";
  // After the first screen: the engine (for the footer's version, and ready for the next
  // unit), then every unit's structure checked, so the list can report a broken file.
  loadEngine().then(async (engine) => {
    version = typeof engine.version === "function" ? engine.version() : "";
    refreshTexts();
    const entries = checkAll(engine, await catalog());
    if (currentRoute().name === "home") await updateHome(main, entries);
    document.body.dataset.checked = "true";
  }, (e) => {
    version = "";
    console.warn("engine:", e?.message || e);
    document.body.dataset.checked = "true";
  });
}

// ------------------------------------------------------------------ header and footer

function renderChrome() {
  const skip = document.querySelector(".skip");
  if (skip) {
    bindText(skip, () => t("skip"));
    skip.addEventListener("click", (e) => {
      e.preventDefault();
      main.focus();
    });
  }
  const header = document.getElementById("site-header");
  const switcher = h("button", { type: "button", class: "lang-switch", id: "lang-switch" });
  bindText(switcher, () => t("switchTo"));
  bindAttr(switcher, "aria-label", () => t("switchLabel"));
  bindAttr(switcher, "lang", () => (getLang() === "zh" ? "en" : "zh-CN"));
  switcher.addEventListener("click", () => setLang(getLang() === "zh" ? "en" : "zh"));
  const brand = h("a", { href: "#/", class: "brand" }, h("span", { class: "brand-mark", "aria-hidden": "true" }, "天元"), ht("span", {}, "siteTitle"));
  const nav = h("nav", { "aria-label": "Main" },
    h("ul", {},
      h("li", {}, ht("a", { href: "#/" }, "navLessons")),
      h("li", {}, ht("a", { href: "play.html", id: "nav-play" }, "navPlay")),
      h("li", {}, switcher)));
  bindAttr(nav, "aria-label", () => (getLang() === "zh" ? "主菜单" : "Main"));
  header.replaceChildren(brand, nav);
  const footer = document.getElementById("site-footer");
  footer.replaceChildren(
    h("p", { text: () => t("footer", { version: version || "…" }) }),
    h("p", { class: "more-links" }, ht("a", { href: "play.html" }, "playPage"), " · ", ht("a", { href: "examples/" }, "widgetExamples")),
  );
  onLangChange(() => { document.title = titleFor(currentRoute()); });
}

// ------------------------------------------------------------------ routing

function currentRoute() {
  const m = /^#\/(unit|review)\/([a-z0-9-]+)$|^#\/(play)$/.exec(location.hash);
  if (!m) return { name: "home" };
  if (m[3]) return { name: "play" };
  return { name: m[1], id: m[2] };
}

let unitTitle = null; // the title of the unit shown ({en, zh}), once known
function titleFor(r) {
  if ((r.name === "unit" || r.name === "review") && unitTitle) return `${pick(unitTitle)} · ${t("siteTitle")}`;
  return t("siteTitle");
}

async function route(focus) {
  const r = currentRoute();
  unitTitle = null;
  document.title = titleFor(r);
  if (r.name === "play") {
    // The school's old free board: the game room took its place.
    location.replace("play.html");
    return;
  }
  if (r.name === "unit" || r.name === "review") {
    await renderUnit(main, r.id, {
      review: r.name === "review",
      onTitle: (title) => { unitTitle = title; document.title = titleFor(r); },
    });
  } else {
    await renderHome(main);
  }
  if (focus) {
    main.querySelector("h1")?.focus();
    window.scrollTo(0, 0);
  }
}

start();
