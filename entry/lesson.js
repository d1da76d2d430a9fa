// entry/lesson.js: `import "tengen/lesson"` in the npm package. Registers <go-lesson> (and
// <go-board>) and exports the lesson element's class and helpers (types/lesson.d.ts). The
// engine of every board and lesson on the page is then the package's lesson build
// (pkg-lesson/: the engine plus the lesson checker), one wasm for the page.
import "./lesson-build.js"; // first: before the elements are registered and boards upgrade
export * from "../www/lesson/go-lesson.js";
export { default } from "../www/lesson/go-lesson.js";
