// event-names.js: the element's events under the names React 19 listens to.
//
// React 19 turns a prop `onGoMove` on a custom element into addEventListener("GoMove") (the
// prop's name after "on", as it is), while the element fires `go-move`. So GoBoard (and
// <go-lesson>) read a listener's type written "Go" + PascalCase as the kebab-case name of the
// event: "GoMove" → "go-move", "GoGameover" → "go-gameover", "GoLessonSolved" →
// "go-lesson-solved". No DOM event's name starts with "Go", so no other listener changes.
// `ongo-move` (the event's own name) works in React 19 as well.

const PASCAL = /^Go[A-Z][A-Za-z]*$/;

/** The event's own name for a listener's type ("GoMove" → "go-move"; anything else as it is). */
export function eventName(type) {
  return typeof type === "string" && PASCAL.test(type)
    ? type.replace(/[A-Z]/g, (c, i) => (i ? "-" : "") + c.toLowerCase())
    : type;
}
