// Types of `tengen/vue`: <go-board> and <go-lesson> in Vue 3 templates, for vue-tsc.
//
// Types only. Import them once anywhere in a project (`import type {} from "tengen/vue";`, e.g.
// in env.d.ts) and vue-tsc checks `<go-board :size="9" interactive="both" @go-move="onMove">`:
// each attribute or `:prop` against the element's properties (README, "Attributes and
// properties"; kebab-case or camelCase), each `@go-…` handler against its event's `detail`.
// At run time Vue must still be told that go-* tags are custom elements (compilerOptions
// `isCustomElement`, docs/package.md): it then sets properties and listens to the events by
// their own names.

import type { DefineComponent } from "vue";
import type { EventPropName, GoBoardEventMap, GoBoardOptions } from "./board.js";
import type { GoLessonAttributes, GoLessonEventMap } from "./lesson.js";

/** `onGoMove` for `go-move` (what vue-tsc looks up for `@go-move`), each typed with its event. */
export type VueEventProps<Events> = {
  [K in keyof Events & string as `on${EventPropName<K>}`]?: (event: Events[K]) => void;
};

/** What a template may set on <go-board>: the settings configure() takes, markup as text. */
export type GoBoardVueProps = Omit<GoBoardOptions, "markup"> & { markup?: string } & VueEventProps<GoBoardEventMap>;

/** What a template may set on <go-lesson> (docs/authors-guide.md, "A lesson"). */
export type GoLessonVueProps = GoLessonAttributes & { nextHref?: string; practiceHref?: string } & VueEventProps<GoLessonEventMap>;

declare module "vue" {
  interface GlobalComponents {
    "go-board": DefineComponent<GoBoardVueProps>;
    "go-lesson": DefineComponent<GoLessonVueProps>;
  }
}
