/**
 * server/http/csv.ts: every cell a spreadsheet could make of an exported field is safe and reads back to the same
 * text; the streaming reader gives line numbers, keeps characters split across its chunks, stops at its row limit
 * without reading further, and refuses NUL bytes and broken CSV.
 */
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readCsv, toCsv, unescapeFormulas, type CsvRow } from "../../server/http/csv";
import { ValidationError } from "../../server/http/errors";

async function readAll(file: Buffer | Readable, maxRows = 1000): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  for await (const row of readCsv(file, { maxRows })) rows.push(row);
  return rows;
}

const FIELDS = [
  "=1+1",
  "+1",
  "-1",
  "@SUM(A1)",
  "\tx",
  "\r=x",
  "Berlin;=cmd|' /C calc'!A0",
  "a,+b",
  "a\t@b",
  "a\n-b",
  'a; "=b"',
  "a, =b",
  "'=already",
  "x;''@y",
  "'quoted",
  "Lamp",
  "a;b",
  "",
];

describe("toCsv", () => {
  it("quotes every field holding a separator, a quote or a line break", () => {
    expect(toCsv(["v"], [{ v: "a;b" }, { v: "a\tb" }, { v: "a,b" }, { v: 'a"b' }, { v: "a\r\nb" }, { v: "ab" }])).toBe(
      'v\n"a;b"\n"a\tb"\n"a,b"\n"a""b"\n"a\r\nb"\nab\n',
    );
  });

  it("leaves no cell starting a formula, whichever separator a spreadsheet splits on", () => {
    const csv = toCsv(
      ["v"],
      FIELDS.map((v) => ({ v })),
    );
    const cells = csv.split(/[,;\t\r\n]/).map((c) => c.replace(/^[\s"]+/, ""));
    // A plain number ("-1") is a number to a spreadsheet, not a formula (decision 905).
    expect(cells.filter((c) => /^[=+\-@]/.test(c) && !/^-?\d+(\.\d+)?$/.test(c))).toEqual([]);
    expect(csv).toContain(`"Berlin;'=cmd|' /C calc'!A0"`);
  });

  it("writes a plain number as a number, a loss included, and escapes what only looks like one", () => {
    const csv = toCsv(
      ["v"],
      ["-123.45", "0.00", "12", "-7", "-1+1", "-12.5e3", "+5", "-", "-.5", "1-2"].map((v) => ({ v })),
    );
    expect(csv).toBe("v\n-123.45\n0.00\n12\n-7\n'-1+1\n'-12.5e3\n'+5\n'-\n'-.5\n1-2\n");
  });

  it("reads back to the same text", async () => {
    const csv = toCsv(
      ["v"],
      FIELDS.map((v) => ({ v })),
    );
    const back = (await readAll(Buffer.from(csv))).slice(1).map((row) => unescapeFormulas(row.cells[0]));
    // A row of one empty cell is an empty line, which the reader skips.
    expect(back).toEqual(FIELDS.filter((f) => f !== ""));
  });
});

describe("readCsv", () => {
  it("gives each row the line it starts on, with a byte order mark, CRLF and a quoted line break", async () => {
    const rows = await readAll(Buffer.from('\uFEFFa,b\r\n1,"x\r\ny"\r\n\r\n2,z\r\n"\n\n",3\r\n'));
    expect(rows).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["1", "x\r\ny"] },
      { line: 5, cells: ["2", "z"] },
      { line: 6, cells: ["\n\n", "3"] },
    ]);
  });

  it("keeps a character whose bytes fall on both sides of a chunk boundary", async () => {
    const filler = "a".repeat(64 * 1024 - 3);
    const rows = await readAll(Buffer.from(`h\n${filler}\nCafé ☕ Zürich\n`));
    expect(rows.at(-1)).toEqual({ line: 3, cells: ["Café ☕ Zürich"] });
  });

  it("stops at the row limit without reading the rest of a stream", async () => {
    let chunksRead = 0;
    const source = Readable.from(
      (function* () {
        yield "h\n";
        for (let i = 0; i < 1000; i++) {
          chunksRead++;
          yield "x\n".repeat(1000); // 2 KB
        }
      })(),
    );
    await expect(readAll(source, 1500)).rejects.toThrow(
      "The file has more than 1,500 rows; an import takes at most 1,500.",
    );
    // Two chunks hold the limit; the parser's 16 KB input buffer may hold a few more. Not the 2 MB.
    expect(chunksRead).toBeLessThan(20);
    expect(await readAll(Buffer.from("h\n" + "x\n".repeat(1500)), 1500)).toHaveLength(1501);
  });

  it("refuses a NUL byte naming its line, and broken CSV", async () => {
    const nul = readAll(Buffer.from("h\nok\nN\u0000L\n"));
    await expect(nul).rejects.toBeInstanceOf(ValidationError);
    await expect(nul).rejects.toMatchObject({
      message: "Line 3 contains a NUL character, which is not text: save the file as a CSV (UTF-8) and try again.",
      details: [{ path: "line.3", message: expect.stringContaining("Line 3") }],
    });
    await expect(readAll(Buffer.from('h\n"open\n'))).rejects.toThrow(/^The file is not valid CSV: Quote Not Closed/);
  });
});
