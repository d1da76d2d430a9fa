// i18n.js: the school's two languages. Every interface string is in locales/{zh,en}.json;
// lesson texts come with both languages in the lesson files. The language is chosen from
// localStorage (the learner's last choice), else the browser's languages, and can be switched
// at any time: every text on screen is bound to its source and re-rendered in place, and
// <html lang> changes with it (the board widgets follow it).

export const LANGS = ["zh", "en"];
const STORE_KEY = "tengen-school-lang";
const strings = {};
let lang = "en";
const listeners = new Set();
let bound = [];

let localeBase = null;

/** Loads the locale files of `langs` (both by default; the school loads the one it starts in,
 * and the other when the learner switches: `ensureLocale`). */
export async function loadLocales(base = new URL("./locales/", import.meta.url), langs = LANGS) {
  localeBase = base;
  await Promise.all(langs.map((l) => loadLocale(l)));
}

async function loadLocale(l) {
  const res = await fetch(new URL(`${l}.json`, localeBase));
  if (!res.ok) throw new Error(`locales/${l}.json: HTTP ${res.status}`);
  // Merged, so a page's own strings (addStrings, before or after) extend the school's.
  strings[l] = { ...(await res.json()), ...strings[l] };
  loaded.add(l);
}
const loaded = new Set();

/** Loads a language's strings if they are not loaded yet (before switching to it). */
export async function ensureLocale(l) {
  if (LANGS.includes(l) && !loaded.has(l) && localeBase) await loadLocale(l);
}

/** The language to start with: a valid stored choice, else the browser's preference. */
export function initialLang() {
  try {
    const stored = localStorage.getItem(STORE_KEY);
    if (LANGS.includes(stored)) return stored;
  } catch { /* storage may be unavailable */ }
  const prefs = navigator.languages?.length ? navigator.languages : [navigator.language || "en"];
  for (const p of prefs) {
    const l = String(p).toLowerCase();
    if (l.startsWith("zh")) return "zh";
    if (l.startsWith("en")) return "en";
  }
  return "en";
}

/**
 * Adds a page's own strings to a language's table (a page built on the school's chrome: the
 * practice page, the first game). Later calls win over earlier ones and over the school's.
 */
export function addStrings(l, table) {
  if (!LANGS.includes(l) || !table || typeof table !== "object") return;
  strings[l] = { ...strings[l] };
  for (const [k, v] of Object.entries(table)) if (typeof v === "string") strings[l][k] = v;
}

/** Renders every bound text again (after the data behind it changed), in the same language. */
export function refreshTexts() {
  bound = bound.filter(([el]) => el.isConnected);
  for (const [el, render] of bound) render(el);
}

export function getLang() {
  return lang;
}

/** Switches the language everywhere at once. */
export function setLang(l, { remember = true } = {}) {
  if (!LANGS.includes(l)) return;
  lang = l;
  document.documentElement.lang = l === "zh" ? "zh-CN" : "en";
  if (remember) {
    try { localStorage.setItem(STORE_KEY, l); } catch { /* ignore */ }
  }
  bound = bound.filter(([el]) => el.isConnected);
  for (const [el, render] of bound) render(el);
  for (const f of listeners) f(l);
}

export function onLangChange(f) {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** An interface string with {placeholders} filled (values may be bilingual {en, zh}). */
export function t(key, vars = {}) {
  const s = strings[lang]?.[key] ?? strings.en?.[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? pick(vars[name]) : m));
}

/** A lesson text {en, zh} (or a plain string) in the current language. */
export function pick(text) {
  if (text && typeof text === "object") return text[lang] ?? text.en ?? "";
  return text === undefined || text === null ? "" : String(text);
}

/**
 * Keeps an element's text (or an attribute) in the current language: `source` is a function
 * returning the string, and is called again on every language switch.
 */
export function bindText(el, source) {
  const render = (node) => { node.textContent = source(); };
  render(el);
  bound.push([el, render]);
  return el;
}

export function bindAttr(el, name, source) {
  const render = (node) => { node.setAttribute(name, source()); };
  render(el);
  bound.push([el, render]);
  return el;
}

/** Creates an element: h("p", {class: "x"}, child, "text", ...). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") bindText(el, typeof v === "function" ? v : () => v);
    else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** An element whose text is an interface string, kept in the current language. */
export function ht(tag, attrs, key, vars) {
  return h(tag, { ...attrs, text: () => t(key, typeof vars === "function" ? vars() : vars) });
}

/**
 * A page's own strings (the game room, the club, practice, the first game keep theirs in a
 * table {key: {en, zh}}): `tx("key", {n: 3})` in the current language, `{placeholders}` filled
 * (a value may itself be {en, zh}); a missing key shows as the key, which the tests catch.
 * `hx(tag, attrs, key, vars)` makes an element whose text is one of them, kept in the current
 * language.
 */
export function texts(table) {
  const tx = (key, vars = {}) => {
    const entry = table[key];
    const s = entry ? entry[lang] ?? entry.en : key;
    return s.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? pick(vars[name]) : m));
  };
  const hx = (tag, attrs, key, vars) => h(tag, { ...attrs, text: () => tx(key, typeof vars === "function" ? vars() : vars) });
  return { tx, hx };
}

/** An element showing lesson text {en, zh}, paragraphs split on blank lines. */
export function paragraphs(text, attrs = {}) {
  const wrap = h("div", attrs);
  const render = (node) => {
    node.replaceChildren(...pick(text).split(/\n\s*\n/).map((p) => h("p", {}, p)));
  };
  render(wrap);
  bound.push([wrap, render]);
  return wrap;
}
