// A page names its screen's chunks and stylesheets from the build manifest, beyond what the entry
// already loads, after the template's own entry script.
import { describe, expect, it } from "vitest";
import { screenAssetsFrom } from "./assets";
import { documentParts } from "./html";

const manifest = {
  "index.html": { file: "assets/index-a1.js", isEntry: true, imports: ["_icons-b2.js"], css: ["assets/index-c3.css"] },
  "_icons-b2.js": { file: "assets/icons-b2.js" },
  "_forms-d4.js": { file: "assets/forms-d4.js", imports: ["_icons-b2.js"] },
  "_dates-e5.js": { file: "assets/dates-e5.js", css: ["assets/dates-f6.css"] },
  "src/client/pages/services.tsx": { file: "assets/services-g7.js", imports: ["index.html", "_forms-d4.js"] },
  "src/client/pages/booking.tsx": {
    file: "assets/booking-h8.js",
    imports: ["index.html", "_dates-e5.js", "_forms-d4.js"],
  },
};

describe("a screen's assets", () => {
  const assets = screenAssetsFrom(manifest);

  it("are its chunk and the chunks it imports, without the entry's", () => {
    expect(assets("src/client/pages/services.tsx")).toEqual({
      scripts: ["/assets/services-g7.js", "/assets/forms-d4.js"],
      styles: [],
    });
  });

  it("include the stylesheets of those chunks", () => {
    expect(assets("src/client/pages/booking.tsx")).toEqual({
      scripts: ["/assets/booking-h8.js", "/assets/dates-e5.js", "/assets/forms-d4.js"],
      styles: ["/assets/dates-f6.css"],
    });
  });

  it("are none for a page without a screen of its own or one the build does not know", () => {
    expect(assets(null)).toEqual({ scripts: [], styles: [] });
    expect(assets("src/client/pages/nothing.tsx")).toEqual({ scripts: [], styles: [] });
  });

  it("come in the page's head after the template's entry script", () => {
    const template =
      '<html><head><!--page-head--><script type="module" src="/assets/index-a1.js"></script></head>' +
      '<body><div id="root"><!--page-body--></div></body></html>';
    const head = {
      title: "Cleaning",
      description: "Cleaners",
      canonicalPath: "/services/cleaning",
      image: { url: "/og-image.png", alt: "taskly", wide: true },
    };
    const { before } = documentParts(
      template,
      head,
      "https://taskly.example",
      {},
      assets("src/client/pages/services.tsx"),
    );
    const entry = before.indexOf("/assets/index-a1.js");
    const preload = before.indexOf('<link rel="modulepreload" crossorigin href="/assets/services-g7.js" />');
    expect(entry).toBeGreaterThan(0);
    expect(preload).toBeGreaterThan(entry);
    expect(before.indexOf("</head>")).toBeGreaterThan(preload);
  });
});
