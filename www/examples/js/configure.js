// The “configure” example of www/examples/index.html (shown on the page next to the board).
const board = document.getElementById("configured");
await board.configure({ size: 9, komi: 5.5, coordinates: "gtp", showLiberties: true });
document.getElementById("configure-13").onclick = async () => {
  await board.configure({ size: 13, handicap: 4, komi: 0.5, theme: "contrast" });
};
