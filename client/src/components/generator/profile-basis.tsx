/**
 * The business profile on a generator screen (docs/decisions/1470-business-profile-and-money-in-its-currency.md): the
 * form opens filled from it (`ProfilePrefill`, inside every generator form), a line above the form says so or
 * offers to add one (`ProfileNote`), and the result says which facts it used (`BasedOnLine`). What the person
 * changes in the form is for that run only: the profile is changed in Settings.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { useFormContext } from "react-hook-form";
import { UserRound } from "lucide-react";
import type { BasedOn, BusinessProfile, ProfileField } from "@shared/contracts/business-profile";
import { basedOnFor, prefillFromProfile, profileFieldsOf } from "@shared/tools/profile-inputs";
import { useBusinessProfile } from "@/hooks/use-business-profile";

const SETTINGS_BUSINESS = "/settings/business";

/** Fills the surrounding form's inputs from the profile once it loads, leaving any the person already changed. */
export function ProfilePrefill({ toolId }: { toolId: string }) {
  const { resetField, formState } = useFormContext();
  const { dirtyFields } = formState;
  const profile = useBusinessProfile();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !profile.data) return;
    done.current = true;
    const dirty = dirtyFields as Record<string, unknown>;
    // The filled value becomes the field's default, so a change the person makes for this run shows as a change.
    for (const [name, value] of Object.entries(prefillFromProfile(toolId, profile.data)))
      if (!dirty[name]) resetField(name, { defaultValue: value });
  }, [profile.data, toolId, resetField, dirtyFields]);
  return null;
}

/** Whether the person has answered this question of the profile. */
function filled(profile: BusinessProfile, field: ProfileField): boolean {
  const value = profile[field];
  return Array.isArray(value) ? value.length > 0 : value !== null && value !== "";
}

/** Above a form the profile can fill: what it was filled from, or how to have it filled. */
export function ProfileNote({ toolId }: { toolId: string }) {
  const fields = profileFieldsOf(toolId);
  const profile = useBusinessProfile();
  if (fields.length === 0 || profile.isPending) return null;
  // The facts that filled an input here (a field the tool reads but could not use, such as Etsy for a services
  // choice, is not claimed).
  const facts = profile.data
    ? basedOnFor(toolId, profile.data, prefillFromProfile(toolId, profile.data)).map((f) => f.value)
    : [];
  const data = profile.data;
  const nothingFits = data ? fields.every((field) => filled(data, field)) : false;
  return (
    <p
      className="flex items-start gap-2 rounded-xl border border-brand-100 bg-brand-50/60 px-3 py-2 text-sm text-slate-700"
      data-testid="profile-note"
    >
      <UserRound aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
      {facts.length ? (
        <span>
          Filled from your business profile: {facts.join(", ")}. Changes here are for this run only.{" "}
          <Link to={SETTINGS_BUSINESS} className="font-medium text-brand-700 underline underline-offset-2">
            Edit profile
          </Link>
        </span>
      ) : nothingFits ? (
        // The profile has what this form reads, but none of it is an option here (Etsy is not a platform the trend
        // scanner follows): asking to finish a finished profile would send the person in a circle.
        <span>
          Nothing in your business profile matches this form&apos;s options, so it starts empty.{" "}
          <Link to={SETTINGS_BUSINESS} className="font-medium text-brand-700 underline underline-offset-2">
            Edit profile
          </Link>
        </span>
      ) : (
        <span>
          Tell us about your business once and this form opens filled in.{" "}
          <Link to={SETTINGS_BUSINESS} className="font-medium text-brand-700 underline underline-offset-2">
            {profile.data ? "Finish your profile" : "Add your business profile"}
          </Link>
        </span>
      )}
    </p>
  );
}

/** "Based on: candles, $300, 8 h a week": the profile facts the answer used. Nothing when it used none. */
export function BasedOnLine({ basedOn }: { basedOn: BasedOn | undefined }) {
  if (!basedOn?.length) return null;
  return (
    <p className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="based-on">
      <span className="font-semibold text-slate-900">Based on:</span> {basedOn.map((b) => b.value).join(", ")}
    </p>
  );
}
