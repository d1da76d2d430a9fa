// show-code.js: shows, next to each example of www/examples/index.html, the code that produced
// it: the demo's HTML as written, and the text of the example's script file (fetched from this
// server, so the page needs no inline script under its Content-Security-Policy).

const dedent = (text) => {
  const lines = text.replace(/^\s*\n/, "").replace(/\s+$/, "").split("\n");
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
  return lines.map((l) => l.slice(indent)).join("\n");
};

// the file's own first line says which example it is; the page shows the code under it
const withoutHeader = (text) => text.replace(/^\/\/ The “[^”]*” example[^\n]*\n/, "");

for (const section of document.querySelectorAll(".example")) {
  const demo = section.querySelector(".demo");
  const slot = section.querySelector("[data-code]");
  if (!demo || !slot) continue;
  let text = dedent(demo.innerHTML);
  slot.textContent = text;
  for (const script of section.querySelectorAll("script[data-show]")) {
    const res = await fetch(script.src);
    const code = res.ok ? withoutHeader(await res.text()) : "";
    text += `\n\n<script type="module">\n${dedent(code)}\n</` + "script>";
  }
  slot.textContent = text;
}
