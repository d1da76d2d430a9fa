// units.js: the school's units as the practice page needs them: id, number, title and which
// of them the learner has finished (every exercise solved, from the school's stored progress),
// and the generator's kinds that practise each (each kind names its units: `Problems.kinds()`).
// The lesson files are only read for these fields; the school checks them.

import { finishedUnits, isDone } from "../school/progress.js";

const LESSONS = new URL("../school/lessons/", import.meta.url);

/** [{id, unit, title: {en, zh}, exercises: [id]}], in unit order; units that fail to load are left out. */
export async function loadUnits() {
  let files = [];
  try {
    const res = await fetch(new URL("index.json", LESSONS));
    if (res.ok) files = (await res.json()).units || [];
  } catch { /* no list: no units */ }
  const units = await Promise.all(files.map(async (file) => {
    try {
      const res = await fetch(new URL(file, LESSONS));
      if (!res.ok) return null;
      const u = await res.json();
      return { id: u.id, unit: u.unit, title: u.title, exercises: (u.exercises || []).map((e) => e.id) };
    } catch {
      return null;
    }
  }));
  return units.filter((u) => u && typeof u.id === "string").sort((a, b) => a.unit - b.unit);
}

/** Finished: the school recorded the unit as finished (`finishedUnits()`: it stays finished
 * when exercises are added later), or every exercise it has now is solved. */
export const isFinished = (u) =>
  finishedUnits().includes(u.id) || (u.exercises.length > 0 && u.exercises.every((e) => isDone(u.id, e)));

/** The kinds that practise unit `id`. */
export const kindsFor = (kinds, id) => kinds.filter((k) => (k.units || []).includes(id));
