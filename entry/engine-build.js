// entry/engine-build.js: names the npm package's engine build (pkg/) as the boards' engine.
// Imported first by entry/board.js, so that it runs before <go-board> is registered: the
// boards then import pkg/tengen.js at once, with no request for the repository's layout
// (www/pkg/), which is not in the package. The literal import() lets bundlers include the
// engine and emit its wasm. Overrides (useEngine, engine attribute, engineUrl) still come first.
import { preferPackagedEngine } from "../www/board/engine.js";

preferPackagedEngine(() => import("../pkg/tengen.js"), { label: "tengen/pkg/tengen.js" });
