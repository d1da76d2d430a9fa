// app.js: the beginner school, one lesson runner for every unit in lessons/.
//
//   #/            the unit list, with progress
//   #/unit/<id>   a unit: its explanation (figures drawn by the engine) and its exercises
//   #/play        the old free board: redirected to play.html (the game room)
//
// The engine (pkg/tengen.js) is loaded once and shared with every <go-board>. Every rule
// decision, explanation, reply and hint comes from it; this code renders and routes.

import init, * as engine from "../pkg/tengen.js";
import { GoBoard } from "../board/go-board.js";
import { loadLocales, initialLang, setLang, getLang, onLangChange, t, pick, h, ht, bindText, bindAttr, paragraphs } from "./i18n.js";
import { loadProgress, countDone, onProgress, resetProgress, unitStars, exportCode, importCode, hadDamagedProgress } from "./progress.js";
import { loadLessons } from "./lessons.js";
import { figureView } from "./figure.js";
import { exerciseView } from "./exercise.js";

const main = document.getElementById("main");
let units = [];
let engineError = null;
let version = "";

async function start() {
  loadProgress();
  await loadLocales();
  setLang(initialLang(), { remember: false });
  renderChrome();
  main.replaceChildren(ht("p", { class: "loading" }, "loading"));
  try {
    await init();
    GoBoard.useEngine(engine);
    version = typeof engine.version === "function" ? engine.version() : "";
  } catch (e) {
    engineError = e?.message || String(e);
  }
  setLang(getLang(), { remember: false }); // the footer shows the engine's version now
  units = engineError ? [] : await loadLessons(engine);
  units.sort((a, b) => a.unit - b.unit);
  window.addEventListener("hashchange", () => route(true));
  onProgress(() => updateProgress());
  route(false);
  document.body.dataset.ready = "true";
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
  const m = /^#\/(unit)\/([a-z0-9-]+)$|^#\/(play)$/.exec(location.hash);
  if (!m) return { name: "home" };
  if (m[3]) return { name: "play" };
  return { name: "unit", id: m[2] };
}

function titleFor(r) {
  if (r.name === "unit") {
    const u = units.find((x) => x.id === r.id);
    if (u?.title) return `${pick(u.title)} · ${t("siteTitle")}`;
  }
  if (r.name === "play") return `${t("playTitle")} · ${t("siteTitle")}`;
  return t("siteTitle");
}

function route(focus) {
  const r = currentRoute();
  document.title = titleFor(r);
  if (engineError) {
    main.replaceChildren(h("h1", { tabindex: "-1" }, ht("span", {}, "siteTitle")), h("p", { class: "error", role: "alert", text: () => t("engineFailed", { detail: engineError }) }));
    return;
  }
  if (r.name === "play") {
    // The school's old free board: the game room took its place.
    location.replace("play.html");
    return;
  }
  if (r.name === "unit") renderUnit(r.id);
  else renderHome();
  for (const a of document.querySelectorAll("#site-header nav a")) {
    const active = (a.getAttribute("href") === "#/play") === (r.name === "play");
    if (active) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
  if (focus) {
    main.querySelector("h1")?.focus();
    window.scrollTo(0, 0);
  }
}

// ------------------------------------------------------------------ the unit list

function exerciseIds(u) {
  return u.view ? u.view.exercises.map((e) => e.id) : [];
}

function errorText(u) {
  return u.error === "noLessons" ? t("engineNoLessons") : t("unitFailed", { detail: u.error });
}

function renderHome() {
  const list = h("ol", { class: "unit-list" });
  for (const u of units) {
    const title = u.title ? () => pick(u.title) : () => u.file;
    const item = h("li", { class: "unit-item" + (u.error ? " failed" : ""), "data-unit": u.id });
    const label = h("span", { class: "unit-n", text: () => t("unitN", { n: u.unit }) });
    if (u.error) {
      item.append(h("div", { class: "unit-head" }, label, h("span", { class: "unit-title", text: title })),
        h("p", { class: "error", text: () => errorText(u) }));
    } else {
      const ids = exerciseIds(u);
      const meter = h("progress", { max: ids.length, value: countDone(u.id, ids), "aria-hidden": "true" });
      const status = h("p", { class: "unit-progress", "data-progress": u.id });
      const render = () => {
        const done = countDone(u.id, ids);
        meter.value = done;
        const st = unitStars(u.id, ids);
        const progress = `${t("unitProgress", { done, total: ids.length })} · ★ ${t("unitStars", st)}`;
        return done === ids.length ? `${t("unitComplete")} · ${progress}` : progress;
      };
      bindText(status, render);
      status._render = render;
      item.append(
        h("a", { href: `#/unit/${u.id}`, class: "unit-link" }, label, " ", h("span", { class: "unit-title", text: title })),
        h("p", { class: "unit-summary", text: () => pick(u.summary) }),
        h("div", { class: "unit-meter" }, meter, status),
      );
    }
    list.append(item);
  }
  const overall = h("p", { class: "overall", id: "overall" });
  const overallText = () => {
    let done = 0, total = 0;
    for (const u of units) { const ids = exerciseIds(u); done += countDone(u.id, ids); total += ids.length; }
    return t("overall", { done, total });
  };
  bindText(overall, overallText);
  overall._render = overallText;
  const resetNote = h("p", { class: "reset-note", role: "status" });
  const reset = ht("button", { type: "button", id: "reset-progress" }, "reset");
  reset.addEventListener("click", () => {
    if (!window.confirm(t("resetConfirm"))) return;
    resetProgress();
    bindText(resetNote, () => t("resetDone"));
  });
  // Progress to another device: a code to copy (or a file), and a field to paste one into.
  const codeOut = h("textarea", { id: "progress-code", class: "progress-code", readonly: true, rows: 2, hidden: true });
  bindAttr(codeOut, "aria-label", () => t("progressCode"));
  const exportButton = ht("button", { type: "button", id: "export-progress" }, "exportProgress");
  const download = ht("a", { id: "download-progress", download: "tengen-progress.txt", hidden: true }, "downloadProgress");
  const exportNote = h("p", { class: "export-note", hidden: true });
  bindText(exportNote, () => t("exportHelp"));
  exportButton.addEventListener("click", async () => {
    const code = exportCode();
    codeOut.value = code;
    codeOut.hidden = false;
    exportNote.hidden = false;
    download.href = `data:text/plain;charset=utf-8,${encodeURIComponent(code)}`;
    download.hidden = false;
    codeOut.select();
    try { await navigator.clipboard?.writeText(code); } catch { /* the code is selected to copy by hand */ }
  });
  const importId = "import-code";
  const importIn = h("input", { id: importId, type: "text", autocomplete: "off", class: "import-code" });
  const importNote = h("p", { class: "import-note", role: "status" });
  const importForm = h("form", { class: "import-form" }, ht("label", { for: importId }, "importLabel"), importIn, ht("button", { type: "submit" }, "importProgress"));
  importForm.addEventListener("submit", (e) => {
    e.preventDefault();
    try {
      const n = importCode(importIn.value);
      bindText(importNote, () => t("importDone", { n }));
      importIn.value = "";
    } catch {
      bindText(importNote, () => t("importBad"));
    }
  });
  const damagedNote = hadDamagedProgress() ? h("p", { class: "notice", role: "status", id: "progress-damaged", text: () => t("progressDamaged") }) : "";
  main.replaceChildren(
    h("h1", { tabindex: "-1" }, ht("span", {}, "siteTitle")),
    ht("p", { class: "lead" }, "tagline"),
    damagedNote,
    ht("h2", {}, "homeTitle"),
    ht("p", {}, "homeIntro"),
    overall,
    list,
    h("div", { class: "reset" }, reset, resetNote),
    h("div", { class: "transfer" }, exportButton, download, exportNote, codeOut, importForm, importNote),
  );
}

function updateProgress() {
  for (const el of main.querySelectorAll("[data-progress], #overall")) if (el._render) el.textContent = el._render();
}

// ------------------------------------------------------------------ a unit

function renderUnit(id) {
  const index = units.findIndex((u) => u.id === id);
  const u = units[index];
  if (!u) {
    renderHome();
    return;
  }
  const back = h("p", { class: "crumbs" }, ht("a", { href: "#/" }, "allLessons"));
  const title = h("h1", { tabindex: "-1" }, h("span", { class: "unit-n", text: () => t("unitN", { n: u.unit }) }), " ", h("span", { text: () => (u.title ? pick(u.title) : u.file) }));
  if (u.error) {
    main.replaceChildren(back, title, h("p", { class: "error", role: "alert", text: () => errorText(u) }));
    return;
  }
  const intro = h("section", { class: "intro", "aria-labelledby": "intro-h" }, ht("h2", { id: "intro-h" }, "explanation"));
  for (const block of u.view.intro) {
    if (block.text) intro.append(paragraphs(block.text, { class: "text" }));
    else if (block.figure) intro.append(figureView(block.figure));
  }
  const exercises = h("section", { class: "exercises", "aria-labelledby": "ex-h" }, ht("h2", { id: "ex-h" }, "exercises"));
  u.view.exercises.forEach((ex, i) => {
    try {
      exercises.append(exerciseView(u, ex, i + 1));
    } catch (e) {
      exercises.append(h("p", { class: "error", role: "alert" }, e?.message || String(e)));
    }
  });
  const pager = h("nav", { class: "pager" });
  bindAttr(pager, "aria-label", () => (getLang() === "zh" ? "课程导航" : "Lessons"));
  const prev = units[index - 1];
  const next = units[index + 1];
  if (prev) pager.append(h("a", { href: `#/unit/${prev.id}`, class: "prev", text: () => t("prevUnit", { title: prev.title ? pick(prev.title) : prev.file }) }));
  if (next) pager.append(h("a", { href: `#/unit/${next.id}`, class: "next", text: () => t("nextUnit", { title: next.title ? pick(next.title) : next.file }) }));
  else pager.append(ht("a", { href: "first-game.html", class: "next first-game" }, "playNow"), ht("a", { href: "play.html", class: "next free-board" }, "freeBoard"));
  const practise = h("p", { class: "practise" }, ht("a", { href: `practice.html#/unit/${u.id}`, class: "practise-link" }, "practiseThis"));
  main.replaceChildren(back, title, h("p", { class: "lead", text: () => pick(u.summary) }), intro, exercises, practise, pager);
}

start();
