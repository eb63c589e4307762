/**
 * Export formatting (docs/decisions/960): Markdown escapes text so a result cannot add headings, links or HTML; the PDF
 * uses Helvetica only when its WinAnsi encoding prints every letter (then nothing needs replacing).
 */
import { describe, expect, it } from "vitest";
import { escapeMarkdown } from "../../server/exports/markdown";
import { fitsHelvetica, printable } from "../../server/exports/pdf";

describe("escapeMarkdown", () => {
  it("keeps text as text", () => {
    expect(escapeMarkdown("# Title [x](http://e.vil) <img src=x onerror=alert(1)>")).toBe(
      "\\# Title \\[x\\](http\\://e.vil) \\<img src=x onerror=alert(1)\\>",
    );
    expect(escapeMarkdown("line one\nline two")).toBe("line one line two");
  });

  it("leaves what Markdown would not act on as typed", () => {
    expect(escapeMarkdown("Hand-poured soy candles, 2026-11-25 (8 oz.) for $12.50!")).toBe(
      "Hand-poured soy candles, 2026-11-25 (8 oz.) for $12.50!",
    );
  });

  it("escapes a block marker only where the line starts, and entities and bare addresses", () => {
    expect(escapeMarkdown("- not a list")).toBe("\\- not a list");
    expect(escapeMarkdown("1. not a list")).toBe("1\\. not a list");
    expect(escapeMarkdown("=== not a heading")).toBe("\\=== not a heading");
    expect(escapeMarkdown("&lt;b&gt; and www.example.com")).toBe("\\&lt;b\\&gt; and www\\.example.com");
  });
});

describe("printable", () => {
  it("keeps Latin-1 and WinAnsi letters, strips accents elsewhere, and marks the rest", () => {
    expect(printable("Café – “quoted” €5")).toBe("Café – “quoted” €5");
    expect(printable("Łódź")).toBe("?ódz");
    expect(printable("日本")).toBe("??");
  });

  it("decides the font: Helvetica while every letter fits WinAnsi, Inter otherwise", () => {
    const outline = (title: string) => ({
      title,
      subtitle: "Quick validation",
      sections: [{ heading: "Risks", blocks: [{ type: "bullets" as const, items: ["Line one\nline two"] }] }],
    });
    expect(fitsHelvetica(outline("Café “Noël” – €5"))).toBe(true);
    expect(fitsHelvetica(outline("Łódź"))).toBe(false);
    expect(fitsHelvetica(outline("Пекарня"))).toBe(false);
  });
});
