/**
 * Every tool's page, found by convention (docs/decisions/802-manifest-derived-client.md): a tool's screen is the
 * default export of `client/src/features/<folder>/<tool id>.page.tsx`, its page of one stored result (the
 * manifest's `detailRoute`) of `<tool id>.detail.page.tsx`. Nothing lists them by hand; each is a lazy chunk.
 * tests/unit/tool-manifest.test.ts checks that every manifest tool has its page and every page file its tool.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

type Page = LazyExoticComponent<ComponentType>;
type PageModule = { default: ComponentType };

const PAGE_FILE = /\/([a-z0-9-]+)(\.detail)?\.page\.tsx$/;

function pagesBy(detail: boolean): ReadonlyMap<string, Page> {
  const files = import.meta.glob<PageModule>("../features/*/*.page.tsx");
  const pages = new Map<string, Page>();
  for (const [file, load] of Object.entries(files)) {
    const match = PAGE_FILE.exec(file);
    if (match && Boolean(match[2]) === detail) pages.set(match[1], lazy(load));
  }
  return pages;
}

/** A tool's screen by manifest id. */
export const TOOL_PAGES = pagesBy(false);

/** A tool's page of one stored result, by manifest id. */
export const TOOL_DETAIL_PAGES = pagesBy(true);
