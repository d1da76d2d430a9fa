// entry/lesson-build.js: names the npm package's lesson build (pkg-lesson/: the engine plus
// Lesson and LessonRun) as the engine of every board and lesson on the page. Imported first by
// entry/lesson.js. Only pages that import `tengen/lesson` reference this build, so a page with
// only boards never downloads the lesson checker.
import { preferPackagedEngine } from "../www/board/engine.js";

preferPackagedEngine(() => import("../pkg-lesson/tengen.js"), { lessons: true, label: "tengen/pkg-lesson/tengen.js" });
