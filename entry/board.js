// entry/board.js: `import "tengen/board"` in the npm package. Registers <go-board> (once) and
// exports its class and helpers (types/board.d.ts); the engine is the package's pkg/.
import "./engine-build.js"; // first: before the element is registered and boards upgrade
export * from "../www/board/go-board.js";
export { default } from "../www/board/go-board.js";
