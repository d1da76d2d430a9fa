// setup.js: the form that sets up a game (size, rules, komi, handicap, colours, opponent,
// clock, referee mode). The engine gives every fact it shows: the preset's komi, where the
// handicap stones go and what White receives back for them.

import { h, getLang, onLangChange } from "../school/i18n.js";
import { tx, hx } from "./text.js";

const RULES = ["chinese", "chinese-simple-ko", "japanese", "korean", "aga", "new-zealand", "tromp-taylor", "ing"];
const TIMES = ["none", "national", "club", "blitz", "absolute", "canadian", "fischer"];
const TIME_KEYS = { none: "timeNone", national: "timeNational", club: "timeClub", blitz: "timeBlitz", absolute: "timeAbsolute", canadian: "timeCanadian", fischer: "timeFischer" };

/** Komi in stones as the school writes it: 7.5 → 3¾. */
export function stones(points) {
  const q = Math.round(Math.abs(points) * 2) / 4; // quarters of a stone
  const whole = Math.trunc(q);
  const frac = { 0: "", 0.25: "¼", 0.5: "½", 0.75: "¾" }[q - whole] ?? "";
  return `${points < 0 ? "−" : ""}${whole || !frac ? whole : ""}${frac}`;
}

/** The time control for a setting, as `new Clock(control)` takes it (null: no clock). */
export function timeControl(engine, kind, minutes) {
  const mainMs = Math.max(0, Math.round(minutes * 60_000));
  switch (kind) {
    case "national": case "club": case "blitz": return engine.timePreset(kind, Math.round(minutes));
    case "absolute": return { kind: "absolute", mainMs: Math.max(mainMs, 60_000) };
    // 定时限步制: time saved in a period carries into the next.
    case "canadian": return { kind: "canadian", mainMs, stones: 10, periodMs: 300_000, carryOver: true };
    case "fischer": return { kind: "fischer", mainMs: Math.max(mainMs, 60_000), incrementMs: 10_000 };
    default: return null;
  }
}

function field(labelKey, control, id) {
  control.id = id;
  return h("div", { class: "field" }, hx("label", { for: id }, labelKey), control);
}

function select(options, value) {
  const s = h("select");
  for (const [v, label] of options) {
    const o = h("option", { value: v, text: label });
    if (String(v) === String(value)) o.selected = true;
    s.append(o);
  }
  return s;
}

/**
 * The setup form; `onStart(settings)` when submitted. `club` (from club.js's readClubLink):
 * a pairing of a club event: its players and their colours are fixed, its board size prefilled.
 */
export function setupForm(engine, onStart, club = null) {
  const standard = [9, 13, 19].includes(club?.size);
  const size = select([[9, "9 × 9"], [13, "13 × 13"], [19, "19 × 19"], ["more", () => tx("sizeMore")]], club ? (standard ? club.size : "more") : 9);
  const other = h("input", { type: "number", min: 5, max: 25, value: club && !standard ? club.size : 11, hidden: true });
  other.setAttribute("aria-label", "size");
  // Shown by name in the page's language; the value is the engine's preset name.
  const rules = select(RULES.map((r) => [r, () => tx(`rules-${r}`)]), "chinese");
  const komi = h("input", { type: "number", step: 0.5, min: -50, max: 50 });
  const komiWords = h("p", { class: "hint", id: "komi-words" });
  const handicap = select([[0, () => tx("noHandicap")], ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => [n, String(n)])], 0);
  const handicapWords = h("p", { class: "hint", id: "handicap-words" });
  const opponent = select([["human", () => tx("human")], ["beginner", () => tx("engineBeginner")], ["casual", () => tx("engineCasual")], ["strong", () => tx("engineStrong")]], "casual");
  const colours = select([["nigiri", () => tx("nigiriChoice")], ["black", () => tx("takeBlack")], ["white", () => tx("takeWhite")], ["weaker", () => tx("weakerBlack")]], "nigiri");
  const first = h("input", { type: "text", maxlength: 40, autocomplete: "off" });
  const second = h("input", { type: "text", maxlength: 40, autocomplete: "off" });
  const time = select(TIMES.map((k) => [k, () => tx(TIME_KEYS[k])]), "none");
  const minutes = h("input", { type: "number", min: 0, max: 600, value: 10 });
  const referee = h("input", { type: "checkbox", id: "referee-mode" });
  const secondField = field("secondPlayer", second, "second-name");
  const minutesField = field("mainMinutes", minutes, "minutes");

  const sizeOf = () => (size.value === "more" ? Math.min(25, Math.max(5, Number(other.value) || 11)) : Number(size.value));

  // The preset's komi and the handicap's compensation, from the engine.
  function describe({ keepKomi = false } = {}) {
    other.hidden = size.value !== "more";
    const n = Number(handicap.value);
    let game;
    try {
      game = new engine.Game({ size: sizeOf(), rules: rules.value, handicap: n });
      if (!keepKomi) komi.value = String(game.komi);
      const k = Number(komi.value);
      komiWords.textContent = tx("komiWords", { stones: stones(k), points: k });
      if (n >= 2) {
        const back = game.score([]).handicapCompensation / 2;
        handicapWords.textContent = back ? tx("handicapWords", { n, back: stones(back * 2) }) : tx("handicapNoBack", { n });
      } else handicapWords.textContent = "";
    } catch (e) {
      handicapWords.textContent = e.message;
    } finally {
      game?.free();
    }
    const human = opponent.value === "human";
    secondField.hidden = !human || !!club;
    minutesField.hidden = time.value === "none";
    // The label follows the opponent (bindText re-renders on language switches only).
    const label = first.previousElementSibling;
    if (label) label.textContent = tx(human ? "firstPlayer" : "yourName");
    first.placeholder = human ? tx("firstPlayer") : tx("you");
    second.placeholder = tx("secondPlayer");
  }
  size.addEventListener("change", () => describe());
  other.addEventListener("change", () => describe());
  rules.addEventListener("change", () => describe());
  handicap.addEventListener("change", () => describe({ keepKomi: true }));
  komi.addEventListener("input", () => describe({ keepKomi: true }));
  opponent.addEventListener("change", () => describe({ keepKomi: true }));
  time.addEventListener("change", () => describe({ keepKomi: true }));
  onLangChange(() => describe({ keepKomi: true }));

  const start = hx("button", { type: "submit", class: "primary", id: "start" }, "start");
  // A club pairing: the players and their colours are the club's, two players on this device.
  const clubLine = club ? h("div", { class: "club-pairing", id: "club-pairing" },
    h("p", { class: "club-event", text: () => tx("clubGame", club) }),
    h("p", { class: "club-players", text: () => tx("clubPlayers", club) })) : "";
  const form = h("form", { class: "setup", id: "setup", "aria-labelledby": "setup-title" },
    hx("h2", { id: "setup-title" }, "setupTitle"),
    clubLine,
    h("div", { class: "grid" },
      h("div", { class: "field" }, hx("label", { for: "size" }, "size"), h("div", { class: "inline" }, Object.assign(size, { id: "size" }), other)),
      field("rules", rules, "rules"),
      h("div", { class: "field" }, hx("label", { for: "komi" }, "komi"), Object.assign(komi, { id: "komi" }), komiWords),
      h("div", { class: "field" }, hx("label", { for: "handicap" }, "handicap"), Object.assign(handicap, { id: "handicap" }), handicapWords),
      field("opponent", opponent, "opponent"),
      field("colours", colours, "colours"),
      h("div", { class: "field" }, h("label", { for: "first-name", text: () => tx(opponent.value === "human" ? "firstPlayer" : "yourName") }), Object.assign(first, { id: "first-name" })),
      secondField,
      field("time", time, "time"),
      minutesField),
    h("label", { class: "check" }, referee, hx("span", {}, "refereeMode")),
    h("p", {}, start));
  if (club) {
    opponent.value = "human";
    colours.value = "black";
    for (const id of ["opponent", "colours", "first-name"]) form.querySelector(`#${id}`).closest(".field").hidden = true;
  }
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const vsEngine = opponent.value !== "human";
    if (club) {
      return onStart({ size: sizeOf(), rules: rules.value, komi: Number(komi.value), handicap: Number(handicap.value),
        opponent: "human", strength: null, colours: "black", names: { first: club.black, second: club.white },
        time: timeControl(engine, time.value, Number(minutes.value) || 0), referee: referee.checked, lang: getLang(),
        club: { event: club.event, name: club.name, round: club.round, table: club.table, posted: false } });
    }
    onStart({
      size: sizeOf(),
      rules: rules.value,
      komi: Number(komi.value),
      handicap: Number(handicap.value),
      opponent: vsEngine ? "engine" : "human",
      strength: vsEngine ? opponent.value : null,
      colours: colours.value,
      names: { first: first.value.trim(), second: second.value.trim() },
      time: timeControl(engine, time.value, Number(minutes.value) || 0),
      referee: referee.checked,
      lang: getLang(),
    });
  });
  describe();
  return form;
}
