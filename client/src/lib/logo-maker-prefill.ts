/**
 * Carrying a business idea into the logo maker ('Create a logo' on an idea's page):
 * `/logo-maker?businessName=<text>&industry=<text>` prefills the form.
 */
import type { LogoRequest } from "@shared/contracts/logos";
import { toolPath } from "@shared/tools/manifest";

/** The form's values from the page address (`/logo-maker?businessName=&industry=`: 'Create a logo' on an idea). */
export function logoPrefill(search: string): Partial<LogoRequest> {
  const params = new URLSearchParams(search);
  const name = params.get("businessName")?.trim().slice(0, 32);
  const industry = params.get("industry")?.trim().slice(0, 60);
  return { ...(name ? { businessName: name } : {}), ...(industry ? { industry } : {}) };
}

/** The link 'Create a logo' of a business idea's page. */
export function logoMakerUrl(idea: { name: string; industry: string }): string {
  const params = new URLSearchParams({
    businessName: idea.name.trim().slice(0, 32).trim(),
    industry: idea.industry.slice(0, 60),
  });
  return `${toolPath("logo-maker")}?${params.toString()}`;
}
