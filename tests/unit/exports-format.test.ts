/**
 * Export formatting (issue 15): Markdown escapes text so a result cannot add headings, links or HTML; the PDF
 * keeps what Helvetica's WinAnsi encoding prints and replaces the rest.
 */
import { describe, expect, it } from "vitest";
import { escapeMarkdown } from "../../server/exports/markdown";
import { printable } from "../../server/exports/pdf";

describe("escapeMarkdown", () => {
  it("keeps text as text", () => {
    expect(escapeMarkdown("# Title [x](http://e.vil) <img src=x onerror=alert(1)>")).toBe(
      "\\# Title \\[x\\]\\(http://e\\.vil\\) \\<img src=x onerror=alert\\(1\\)\\>",
    );
    expect(escapeMarkdown("line one\nline two")).toBe("line one line two");
  });
});

describe("printable", () => {
  it("keeps Latin-1 and WinAnsi letters, strips accents elsewhere, and marks the rest", () => {
    expect(printable("Café – “quoted” €5")).toBe("Café – “quoted” €5");
    expect(printable("Łódź")).toBe("?ódz");
    expect(printable("日本")).toBe("??");
  });
});
