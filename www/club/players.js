// players.js: the players of the event. A list with each player's name, rank (级/段), club
// and team, and a form to add one or to change one; before round 1 a player can be removed,
// afterwards withdrawn (第二十九条: what that does to the results is the engine's ruling).
//
// The form is kept between draws, so a half-typed entry survives a result coming in.

import { h } from "../school/i18n.js";
import { tx, hx, engineMessage } from "./text.js";
import { changed, complain } from "./app.js";
import { isTeamSystem } from "./setup.js";

const RANKS = [
  ...Array.from({ length: 30 }, (_, i) => `${30 - i}级`),
  ...Array.from({ length: 9 }, (_, i) => `${i + 1}段`),
];

/** A rank as the engine stores it ("5k", "1d") in the page's language. */
export function rankText(rank, lang) {
  const m = /^(\d+)\s*([kd级段])$/i.exec(String(rank ?? "").trim());
  if (!m) return String(rank ?? "");
  const dan = /[d段]/i.test(m[2]);
  if (lang === "zh") return `${m[1]}${dan ? "段" : "级"}`;
  return `${m[1]} ${dan ? "dan" : "kyu"}`;
}

/** The form's rank value ("5级") for a rank the engine gives back. */
function rankValue(rank) {
  const m = /^(\d+)\s*([kd级段])$/i.exec(String(rank ?? "").trim());
  if (!m) return "";
  return `${m[1]}${/[d段]/i.test(m[2]) ? "段" : "级"}`;
}

let form = null; // {el, fill(player|null), forEvent}

function playerForm(club) {
  const name = h("input", { type: "text", id: "player-name", maxlength: 60, autocomplete: "off", required: true });
  const rank = h("select", { id: "player-rank", "aria-describedby": "player-rank-hint" });
  rank.append(h("option", { value: "" }, "—"), ...RANKS.map((r) => h("option", { value: r }, r)));
  rank.value = "10级";
  const clubName = h("input", { type: "text", id: "player-club", maxlength: 60, autocomplete: "off" });
  const team = h("input", { type: "text", id: "player-team", maxlength: 60, autocomplete: "off" });
  const teamField = h("div", { class: "field" }, hx("label", { for: "player-team" }, "team"), team);
  const error = h("p", { class: "error", id: "player-error", role: "alert", hidden: true });
  const heading = h("h3", { id: "player-form-title" });
  const submit = h("button", { type: "submit", class: "primary", id: "player-submit" });
  const cancel = hx("button", { type: "button", id: "player-cancel", hidden: true }, "cancelEdit");
  let editing = null; // the id of the player being changed

  const el = h("form", { id: "player-form", class: "player-form no-print", "aria-labelledby": "player-form-title", novalidate: true },
    heading,
    h("div", { class: "grid" },
      h("div", { class: "field" }, hx("label", { for: "player-name" }, "name"), name),
      h("div", { class: "field" }, hx("label", { for: "player-rank" }, "rank"), rank, hx("p", { class: "hint", id: "player-rank-hint" }, "rankHint")),
      h("div", { class: "field" }, hx("label", { for: "player-club" }, "club"), clubName),
      teamField),
    error,
    h("p", { class: "buttons" }, submit, cancel));

  const label = () => {
    const p = editing !== null ? club.players.get(editing) : null;
    heading.textContent = p ? tx("editPlayerTitle", { name: p.name }) : tx("addPlayerTitle");
    submit.textContent = tx(p ? "savePlayer" : "addPlayer");
    cancel.hidden = !p;
    teamField.hidden = !isTeamSystem(club.event?.settings().system);
  };
  const fill = (p) => {
    editing = p ? p.id : null;
    name.value = p?.name ?? "";
    if (p) { rank.value = rankValue(p.rank); clubName.value = p.club ?? ""; team.value = p.team ?? ""; }
    error.hidden = true;
    label();
  };
  cancel.addEventListener("click", () => { fill(null); name.focus(); });
  el.addEventListener("submit", (e) => {
    e.preventDefault();
    const entry = { name: name.value.trim(), rank: rank.value || null, club: clubName.value.trim(), team: team.value.trim() };
    if (!entry.name) {
      error.textContent = tx("nameNeeded");
      error.hidden = false;
      name.focus();
      return;
    }
    try {
      if (editing !== null) club.event.updatePlayer(editing, entry);
      else club.event.addPlayer(entry);
    } catch (err) {
      error.textContent = engineMessage(err);
      error.hidden = false;
      return;
    }
    const was = editing;
    // The rank and club stay for the next entry: a class is often one rank and one club.
    editing = null;
    name.value = "";
    error.hidden = true;
    changed([was !== null ? "playerSaved" : "playerAdded", { name: entry.name }]);
    name.focus();
  });
  return { el, fill, label, forEvent: club.event };
}

function playerItem(club, p, started, lang) {
  const actions = h("div", { class: "actions no-print" });
  const edit = hx("button", { type: "button", class: "small", id: `edit-${p.id}`, "aria-label": tx("editLabel", { name: p.name }) }, "edit");
  edit.addEventListener("click", () => {
    form.fill(p);
    document.getElementById("player-name").focus();
  });
  actions.append(edit);
  if (!started) {
    const remove = hx("button", { type: "button", class: "small", id: `remove-${p.id}`, "aria-label": tx("removeLabel", { name: p.name }) }, "remove");
    remove.addEventListener("click", () => {
      try {
        club.event.removePlayer(p.id);
      } catch (err) {
        complain(err);
        return;
      }
      if (form) form.fill(null);
      changed(["playerRemoved", { name: p.name }]);
      document.getElementById("player-name")?.focus();
    });
    actions.append(remove);
  } else if (p.withdrawn === null || p.withdrawn === undefined) {
    const withdraw = hx("button", { type: "button", class: "small", id: `withdraw-${p.id}`, "aria-label": tx("withdrawLabel", { name: p.name }) }, "withdraw");
    withdraw.addEventListener("click", () => {
      if (!confirm(tx("confirmWithdraw", { name: p.name, round: club.event.rounds().length + 1 }))) return;
      try {
        club.event.withdraw(p.id);
      } catch (err) {
        complain(err);
        return;
      }
      changed(null);
    });
    actions.append(withdraw);
  }
  const team = isTeamSystem(club.event.settings().system);
  const facts = [p.rank ? rankText(p.rank, lang) : "", p.club ?? "", team ? p.team ?? "" : ""].filter(Boolean).join(" · ");
  const withdrawn = p.withdrawn !== null && p.withdrawn !== undefined;
  return h("li", { id: `player-${p.id}`, class: `player${withdrawn ? " withdrawn" : ""}` },
    h("div", { class: "who" }, h("strong", { class: "player-name" }, p.name),
      facts ? h("span", { class: "facts" }, facts) : "",
      withdrawn ? h("span", { class: "tag" }, tx("withdrawnFrom", { round: p.withdrawn })) : ""),
    actions);
}

/** The children of the players section. */
export function playersSection(club) {
  if (!form || form.forEvent !== club.event) form = playerForm(club);
  form.label();
  const lang = document.documentElement.lang.startsWith("zh") ? "zh" : "en";
  const players = [...club.players.values()];
  const started = club.event.rounds().length > 0;
  const out = [hx("h2", { id: "players-title", tabindex: "-1" }, "playersTitle")];
  if (!players.length) out.push(hx("p", { id: "no-players" }, "noPlayers"));
  else {
    out.push(h("p", { class: "hint" }, tx("playersCount", { n: players.length })),
      h("ol", { class: "player-list", id: "player-list" }, ...players.map((p) => playerItem(club, p, started, lang))));
  }
  out.push(form.el);
  return out;
}
