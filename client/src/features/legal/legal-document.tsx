/** A legal page (terms, privacy): title, date, and numbered sections of plain text. */
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

export type LegalSection = { title: string; body: ReactNode };

/** Renders one legal document; `other` links to its sibling page. */
export function LegalDocument(props: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
  other: { to: string; label: string };
}) {
  return (
    <article className="mx-auto w-full max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{props.title}</h1>
      <p className="mt-1 text-sm text-slate-600">Last updated {props.updated}</p>
      <div className="mt-5 space-y-3 text-slate-700">{props.intro}</div>
      <ol className="mt-8 space-y-8">
        {props.sections.map((s, i) => (
          <li key={s.title}>
            <h2 className="text-lg font-semibold text-slate-900">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-2 space-y-3 text-sm leading-relaxed text-slate-700 sm:text-base [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
              {s.body}
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-10 border-t border-slate-200 pt-5 text-sm text-slate-600">
        See also our{" "}
        <Link
          to={props.other.to}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {props.other.label}
        </Link>
        .
      </p>
    </article>
  );
}
