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

import { loadEngine, useEngine } from "../board/engine.js";
import { loadLocales, ensureLocale, initialLang, setLang, getLang, onLangChange, refreshTexts, t, pick, h, ht, bindText, bindAttr } from "./i18n.js";
import { loadProgress, onProgress } from "./progress.js";
import { catalog, checkAll } from "./lessons.js";
import { renderUnit } from "./unit.js";

const main = document.getElementById("main");
let version = "";
let home = null; // home.js, loaded when the unit list is first shown (a unit page needs none of it)

// The engine for the school's boards and lessons: the lesson build (the engine and the lesson
// checker: about 70 KB less to download than the site build, which adds the practice and game
// room bindings the school never calls), else the site build. Started as early as a screen
// needs it: at once for a unit page, after the unit list is shown for the home page.
const LESSON_BUILD = new URL("../pkg-lesson/tengen.js", import.meta.url).href;
const SITE_BUILD = new URL("../pkg/tengen.js", import.meta.url).href;
let engineStarted = false;
function startEngine() {
  if (!engineStarted) {
    engineStarted = true;
    useEngine(import(LESSON_BUILD).catch(() => import(SITE_BUILD)));
  }
  return loadEngine();
}

async function start() {
  if (currentRoute().name !== "home") startEngine();
  loadProgress();
  const lang = initialLang();
  await loadLocales(undefined, [lang]);
  setLang(lang, { remember: false });
  renderChrome();
  window.addEventListener("hashchange", () => route(true));
  onProgress(() => { if (home && currentRoute().name === "home") home.updateHome(main); });
  await route(false);
  document.body.dataset.ready = "true";
  // After the first screen: the engine's version for the footer.
  startEngine().then((engine) => {
    version = typeof engine.version === "function" ? engine.version() : "";
    refreshTexts();
  }, (e) => console.warn("engine:", e?.message || e));
}

// The unit list's engine check (every unit's structure, so a broken file is reported in its
// place), once, after the list is on screen; `body[data-checked]` when done.
let checked = null;
function checkUnits() {
  checked ??= startEngine().then(async (engine) => {
    const entries = checkAll(engine, await catalog());
    if (home && currentRoute().name === "home") await home.updateHome(main, entries);
  }, (e) => console.warn("engine:", e?.message || e)).finally(() => { document.body.dataset.checked = "true"; });
  return checked;
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
  switcher.addEventListener("click", async () => {
    const other = getLang() === "zh" ? "en" : "zh";
    await ensureLocale(other);
    setLang(other);
  });
  const brand = h("a", { href: "#/", class: "brand" }, h("span", { class: "brand-mark", "aria-hidden": "true" }, "天元"), ht("span", {}, "siteTitle"));
  const nav = h("nav", { "aria-label": "Main" },
    h("ul", {},
      h("li", {}, ht("a", { href: "#/" }, "navLessons")),
      h("li", {}, ht("a", { href: "practice.html#/review", id: "nav-practice" }, "navPractice")),
      h("li", {}, ht("a", { href: "first-game.html", id: "nav-first-game" }, "navFirstGame")),
      h("li", {}, ht("a", { href: "play.html", id: "nav-play" }, "navPlay")),
      h("li", {}, h("a", { href: "club.html", id: "nav-club", text: () => (getLang() === "zh" ? "比赛" : "Tournament") })),
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
    startEngine();
    await renderUnit(main, r.id, {
      review: r.name === "review",
      onTitle: (title) => { unitTitle = title; document.title = titleFor(r); },
    });
  } else {
    home ??= await import("./home.js");
    await home.renderHome(main);
    checkUnits();
  }
  if (focus) {
    main.querySelector("h1")?.focus();
    window.scrollTo(0, 0);
  }
}

start();
