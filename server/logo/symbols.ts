/**
 * The curated symbols of the logo maker: our own path data in a 100 x 100 box. `main` is filled with the
 * symbol colour, `accent` with the palette's secondary colour; `evenOdd` paths cut holes.
 */
import type { LogoSymbol } from "../../shared/contracts/logos";

export type SymbolShape = { main: string[]; accent: string[]; evenOdd?: boolean };

/** A circle as path data (two arcs). */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`;

/** `n` rays around (50, 50) between radii r1 and r2, each `w` wide at its base. */
function rays(n: number, r1: number, r2: number, w: number): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const px = -s * (w / 2);
    const py = c * (w / 2);
    const p = (x: number, y: number) => `${(50 + x).toFixed(2)} ${(50 + y).toFixed(2)}`;
    parts.push(`M${p(c * r1 + px, s * r1 + py)}L${p(c * r2, s * r2)}L${p(c * r1 - px, s * r1 - py)}Z`);
  }
  return parts.join("");
}

export const SYMBOLS: Record<LogoSymbol, SymbolShape> = {
  leaf: {
    main: ["M50 6C80 20 92 50 78 76C70 90 58 94 50 94C42 94 30 90 22 76C8 50 20 20 50 6Z"],
    accent: ["M48 26H52V90H48Z", "M50 50L66 38L68 41L50 56Z", "M50 66L34 54L32 57L50 72Z"],
  },
  bolt: { main: ["M60 4L18 56H46L38 96L82 40H54Z"], accent: ["M60 4L46 40H54Z"] },
  mountain: {
    main: ["M4 88L38 28L56 60L68 44L96 88Z"],
    accent: ["M38 28L49 47L43 44L37 50L31 44L27 48Z"],
  },
  spark: {
    main: ["M50 4C54 34 66 46 96 50C66 54 54 66 50 96C46 66 34 54 4 50C34 46 46 34 50 4Z"],
    accent: ["M82 6C83 13 85 15 92 16C85 17 83 19 82 26C81 19 79 17 72 16C79 15 81 13 82 6Z"],
  },
  hexagon: { main: ["M50 4L90 27V73L50 96L10 73V27Z"], accent: ["M50 30L67 40V60L50 70L33 60V40Z"] },
  wave: {
    main: ["M4 62C20 42 36 42 50 58C64 74 80 74 96 54V92H4Z"],
    accent: ["M4 42C20 22 36 22 50 38C64 54 80 54 96 34V44C80 64 64 64 50 48C36 32 20 32 4 52Z"],
  },
  drop: {
    main: ["M50 4C50 4 84 44 84 64C84 83 69 96 50 96C31 96 16 83 16 64C16 44 50 4 50 4Z"],
    accent: ["M30 62C30 74 38 82 48 84C36 84 26 76 26 62Z"],
  },
  arrow: { main: ["M50 6L90 48H64V94H36V48H10Z"], accent: ["M36 80H64V94H36Z"] },
  diamond: { main: ["M50 4L94 50L50 96L6 50Z"], accent: ["M50 4L66 50L50 96L34 50Z"] },
  shield: {
    main: ["M50 4L88 18V48C88 72 72 88 50 96C28 88 12 72 12 48V18Z"],
    accent: ["M30 50L44 64L70 36L77 43L44 76L23 57Z"],
  },
  sun: { main: [circle(50, 50, 22)], accent: [rays(12, 28, 48, 9)] },
  orbit: {
    main: [circle(50, 50, 17)],
    accent: ["M4 50A46 18 0 1 0 96 50A46 18 0 1 0 4 50ZM12 50A38 12 0 1 0 88 50A38 12 0 1 0 12 50Z"],
    evenOdd: true,
  },
};
