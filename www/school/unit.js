// unit.js: a unit page: the school's chrome around a <go-lesson> of the unit's file (the
// element shows the explanation, one exercise at a time, and the "unit complete" screen). The
// page adds the unit's title, the way back to the list, and the previous and next units.
// `review`: the element in review mode (the exercises missed).

import "../lesson/go-lesson.js";
import { t, pick, h, ht, bindAttr, getLang, refreshTexts } from "./i18n.js";
import { PROGRESS_KEY } from "./progress.js";
import { PRACTISED_UNITS, idOfFile, lessonUrl, unitEntry, unitFiles } from "./lessons.js";

export async function renderUnit(main, id, { review = false, onTitle } = {}) {
  const back = h("p", { class: "crumbs" }, ht("a", { href: "#/" }, "allLessons"));
  let files = [];
  try {
    files = await unitFiles();
  } catch (e) {
    main.replaceChildren(back, h("p", { class: "error", role: "alert", text: () => t("unitFailed", { detail: e.message || String(e) }) }));
    return;
  }
  const index = files.findIndex((f) => idOfFile(f) === id);
  if (index < 0) {
    location.replace("#/");
    return;
  }
  const file = files[index];
  let title = null;
  let summary = null;
  const titles = new Map(); // file → {en, zh}, for the pager, once the catalogue is read
  const heading = h("h1", { tabindex: "-1" }, h("span", { class: "unit-n", text: () => t("unitN", { n: index + 1 }) }), " ", h("span", { text: () => (title ? pick(title) : "") }));
  const lead = h("p", { class: "lead", text: () => pick(summary) });
  const mode = review ? h("p", { class: "mode-note", text: () => t("reviewMode") }) : "";

  const lesson = document.createElement("go-lesson");
  lesson.setAttribute("src", lessonUrl(file));
  lesson.setAttribute("proved", ""); // proved by `cargo test --test lessons`
  lesson.setAttribute("progress-key", PROGRESS_KEY);
  // "practise this" only where the practice page has problems for the unit
  const practised = PRACTISED_UNITS.has(id);
  if (practised) lesson.setAttribute("practice-href", `practice.html#/unit/${id}`);
  if (review) lesson.setAttribute("review", "");
  const next = files[index + 1];
  lesson.setAttribute("next-href", next ? `#/unit/${idOfFile(next)}` : "first-game.html");
  lesson.addEventListener("go-lesson-load", (e) => {
    title = e.detail.title;
    summary = e.detail.summary;
    refreshTexts();
    onTitle?.(title);
  });

  const pager = h("nav", { class: "pager" });
  bindAttr(pager, "aria-label", () => (getLang() === "zh" ? "课程导航" : "Lessons"));
  const practise = practised ? h("p", { class: "practise" }, ht("a", { href: `practice.html#/unit/${id}`, class: "practise-link" }, "practiseThis")) : "";
  main.replaceChildren(back, heading, lead, mode, lesson, practise, pager);

  const name = (f) => (titles.get(f) ? pick(titles.get(f)) : t("unitN", { n: files.indexOf(f) + 1 }));
  const prevFile = files[index - 1];
  if (prevFile) pager.append(h("a", { href: `#/unit/${idOfFile(prevFile)}`, class: "prev", text: () => t("prevUnit", { title: name(prevFile) }) }));
  if (next) pager.append(h("a", { href: `#/unit/${idOfFile(next)}`, class: "next", text: () => t("nextUnit", { title: name(next) }) }));
  else pager.append(ht("a", { href: "first-game.html", class: "next first-game" }, "playNow"), ht("a", { href: "play.html", class: "next free-board" }, "freeBoard"));
  // The neighbours' titles: their two files, read when the pager comes into view (a first
  // screen does not wait for them: "Previous: Unit 2" until then).
  const readTitles = () => Promise.all([prevFile, next].filter(Boolean).map(async (f) => {
    const entry = await unitEntry(f);
    if (entry.title) titles.set(f, entry.title);
  })).then(refreshTexts);
  if (typeof IntersectionObserver === "function") {
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      readTitles();
    });
    lesson.ready.then(() => seen.observe(pager));
  } else lesson.ready.then(readTitles);
}
