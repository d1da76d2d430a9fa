// keyboard.js: keyboard play. The board is one tab stop (the ARIA grid); arrow keys move a
// cursor, Home/End go to the ends of a row (Ctrl: of the board), Enter or Space plays at the
// cursor, P passes, U undoes where the board allows it, PageUp/PageDown step through the
// record, Escape cancels a pending move or a message.

/**
 * controller: {state, moveCursor(dx, dy), setCursor([x, y]), play(point), pass(), undo(),
 * stepBack(), stepForward(), cancel()}
 */
export function attachKeyboard(grid, controller) {
  const onKey = (ev) => {
    if (ev.altKey || ev.metaKey) return;
    const { state } = controller;
    const key = ev.key;
    let handled = true;
    switch (key) {
      case "ArrowLeft": controller.moveCursor(-1, 0); break;
      case "ArrowRight": controller.moveCursor(1, 0); break;
      case "ArrowUp": controller.moveCursor(0, -1); break;
      case "ArrowDown": controller.moveCursor(0, 1); break;
      case "Home":
        controller.setCursor(ev.ctrlKey ? [0, 0] : [0, (state.cursor || [0, 0])[1]]);
        break;
      case "End":
        controller.setCursor(ev.ctrlKey ? [state.width - 1, state.height - 1] : [state.width - 1, (state.cursor || [0, 0])[1]]);
        break;
      case "Enter":
      case " ":
      case "Spacebar":
        if (ev.ctrlKey) { handled = false; break; }
        controller.keyPlay();
        break;
      case "p": case "P":
        if (ev.ctrlKey) { handled = false; break; }
        controller.pass({ source: "keyboard" });
        break;
      case "u": case "U":
        if (ev.ctrlKey) { handled = false; break; }
        controller.undo({ source: "keyboard" });
        break;
      case "z": case "Z":
        if (!ev.ctrlKey) { handled = false; break; }
        controller.undo({ source: "keyboard" });
        break;
      case "PageUp": controller.stepBack(); break;
      case "PageDown": controller.stepForward(); break;
      case "Escape": handled = controller.cancel(); break;
      default: handled = false;
    }
    if (handled) {
      ev.preventDefault();
      ev.stopPropagation();
    }
  };
  const onFocus = () => controller.focusChanged(true);
  const onBlur = () => controller.focusChanged(false);
  grid.addEventListener("keydown", onKey);
  grid.addEventListener("focus", onFocus);
  grid.addEventListener("blur", onBlur);
  return () => {
    grid.removeEventListener("keydown", onKey);
    grid.removeEventListener("focus", onFocus);
    grid.removeEventListener("blur", onBlur);
  };
}
