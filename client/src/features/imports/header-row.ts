/**
 * The header row of a CSV file, read in the browser from its first 64 KB: the columns offered for a mapping when
 * the server does not recognise the file and does not name its columns.
 */

/** The cells of one CSV line: commas separate, double quotes enclose, two double quotes are one. */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      cells.push(cell.trim());
      cell = "";
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** The first non-empty line's cells, without a byte-order mark and without empty cells. */
function headerColumns(text: string): string[] {
  const line = text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\n|\r/)
    .find((l) => l.trim() !== "");
  return line ? splitCsvLine(line).filter((c) => c !== "") : [];
}

export async function readHeaderColumns(file: File): Promise<string[]> {
  try {
    return headerColumns(await file.slice(0, 64 * 1024).text());
  } catch {
    return [];
  }
}
