// Types of `tengen/react`: <go-board> (and, with tengen/lesson, <go-lesson>) in React 19 JSX.
//
// Types only. Import them once anywhere in a project (`import type {} from "tengen/react";`)
// and `<go-board size={9} onGoMove={(e) => e.detail.vertex}>` type-checks with every event's
// `detail`. React 19 sets a custom element's properties and listens to its events: a prop
// `onGoMove` listens to "GoMove", which the element reads as its event `go-move`
// (www/board/event-names.js). Props are the element's properties (camelCase, the values they
// take), plus everything React allows on an HTML element.

import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { EventPropName, GoBoard, GoBoardEventMap, GoBoardOptions } from "./board.js";
import type { GoLesson, GoLessonAttributes, GoLessonEventMap } from "./lesson.js";

/** `onGoMove` for `go-move`, and so on, each typed with its event. */
export type ReactEventProps<Events, Element> = {
  [K in keyof Events & string as `on${EventPropName<K>}`]?: (this: Element, event: Events[K]) => void;
};

/** What JSX may set on <go-board> (www/board/README.md, "Attributes and properties"): the
 * settings configure() takes, but markup as SGF-style text only ("TR[D4] LB[C3:a]"; a list
 * goes through board.setMarkup). */
export interface GoBoardJsxProperties extends Omit<GoBoardOptions, "markup"> {
  markup?: string;
}

type ElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E>;

export type GoBoardJsxProps = Omit<ElementProps<GoBoard>, keyof GoBoardJsxProperties>
  & GoBoardJsxProperties
  & ReactEventProps<GoBoardEventMap, GoBoard>;

/** What JSX may set on <go-lesson> (docs/authors-guide.md, "A lesson"). */
export interface GoLessonJsxProperties extends GoLessonAttributes {
  /** links on the "unit complete" screen */
  "next-href"?: string;
  "practice-href"?: string;
}

export type GoLessonJsxProps = Omit<ElementProps<GoLesson>, keyof GoLessonJsxProperties>
  & GoLessonJsxProperties
  & ReactEventProps<GoLessonEventMap, GoLesson>;

/** The JSX elements tengen declares. */
export interface TengenIntrinsicElements {
  "go-board": GoBoardJsxProps;
  "go-lesson": GoLessonJsxProps;
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends TengenIntrinsicElements {}
  }
}
