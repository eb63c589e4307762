/** The partner profile form with the specification's checks and messages (the server repeats them). */
import { useState } from "react";
import type { PartnerProfile } from "@shared/contracts/partnerships";
import {
  AVAILABILITY,
  EXPERIENCE_LABELS,
  LOOKING_FOR,
  OFFERING,
  PARTNER_EXPERIENCE,
  PARTNER_NICHES,
} from "@shared/domain/partner-match";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { useSaveProfile } from "../api/partnerships-api";
import { cap, nicheLabel } from "../format";

type FormState = {
  bio: string;
  niche: string;
  location: string;
  lookingFor: string[];
  offering: string[];
  experience: string;
  availability: string;
  followers: string;
  revenue: string;
};
const fromProfile = (p: PartnerProfile | null | undefined): FormState => ({
  bio: p?.bio ?? "",
  niche: p?.niche ?? "",
  location: p?.location ?? "",
  lookingFor: p?.lookingFor ?? [],
  offering: p?.offering ?? [],
  experience: p?.experience ?? "",
  availability: p?.availability ?? "available",
  followers: p?.socialProof.followers ?? "",
  revenue: p?.socialProof.revenue ?? "",
});

/** The client checks of the specification (the server repeats them). */
function check(v: FormState): Partial<Record<keyof FormState, string>> {
  const e: Partial<Record<keyof FormState, string>> = {};
  if (v.bio.trim().length < 10) e.bio = "Bio must be at least 10 characters long.";
  if (!v.niche) e.niche = "Please select your niche.";
  if (!v.lookingFor.length) e.lookingFor = "Please select at least one thing you're looking for.";
  if (!v.offering.length) e.offering = "Please select at least one thing you're offering.";
  if (!v.location.trim()) e.location = "Location is required";
  if (!v.experience) e.experience = "Experience is required";
  return e;
}

export function ProfileForm({ profile }: { profile: PartnerProfile | null }) {
  // The outcome goes with the mutation, not with mutate(): a first save gives the profile an id, which remounts
  // this form (see MyProfile's key) before the refresh ends, and mutate()'s own callbacks would then never run.
  const save = useSaveProfile({
    onSuccess: () =>
      toast({ title: "Profile Saved", description: "Your partner profile is visible to other members." }),
    onError: () =>
      toast({ variant: "destructive", title: "Error", description: "Failed to save profile. Please try again." }),
  });
  const [v, setV] = useState<FormState>(fromProfile(profile));
  const [errors, setErrors] = useState<Partial<Record<keyof FormState, string>>>({});
  const set = (k: keyof FormState) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const toggle = (k: "lookingFor" | "offering", item: string) =>
    setV({ ...v, [k]: v[k].includes(item) ? v[k].filter((x) => x !== item) : [...v[k], item] });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = check(v);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return void toast({ variant: "destructive", title: "Validation Error", description: first });
    save.mutate({
      bio: v.bio,
      niche: v.niche as never,
      location: v.location,
      lookingFor: v.lookingFor as never,
      offering: v.offering as never,
      experience: v.experience as never,
      availability: v.availability as never,
      socialProof: { followers: v.followers, revenue: v.revenue },
    });
  };
  const group = (k: "lookingFor" | "offering", label: string, items: readonly string[]) => (
    <fieldset className="sm:col-span-2" aria-describedby={errors[k] ? `${k}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-900">
        {label}
        <span className="ml-0.5 text-red-600" aria-hidden>
          *
        </span>
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <label key={item} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={v[k].includes(item)}
              onChange={() => toggle(k, item)}
            />
            {item}
          </label>
        ))}
      </div>
      {errors[k] && (
        <p id={`${k}-error`} className="mt-1 text-sm text-red-700">
          {errors[k]}
        </p>
      )}
    </fieldset>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{profile ? "Your Partner Profile" : "Create Your Partner Profile"}</CardTitle>
        <CardDescription>
          Other members see your name as {profile?.name ?? "your first name and last initial"}; your email stays private
          until you accept a connection.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field label="Bio" htmlFor="pf-bio" required error={errors.bio} className="sm:col-span-2">
            <Textarea
              id="pf-bio"
              value={v.bio}
              onChange={set("bio")}
              placeholder="What you do and what you want to build"
            />
          </Field>
          <Field label="Niche" htmlFor="pf-niche" required error={errors.niche}>
            <NativeSelect id="pf-niche" value={v.niche} onChange={set("niche")}>
              <option value="">Select your niche</option>
              {PARTNER_NICHES.map((n) => (
                <option key={n} value={n}>
                  {nicheLabel(n)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Location" htmlFor="pf-location" required error={errors.location}>
            <Input
              id="pf-location"
              value={v.location}
              onChange={set("location")}
              placeholder="City, country or Remote"
            />
          </Field>
          <Field label="Experience" htmlFor="pf-exp" required error={errors.experience}>
            <NativeSelect id="pf-exp" value={v.experience} onChange={set("experience")}>
              <option value="">Select your experience</option>
              {PARTNER_EXPERIENCE.map((x) => (
                <option key={x} value={x}>
                  {EXPERIENCE_LABELS[x]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Availability" htmlFor="pf-avail">
            <NativeSelect id="pf-avail" value={v.availability} onChange={set("availability")}>
              {AVAILABILITY.map((a) => (
                <option key={a} value={a}>
                  {cap(a)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {group("lookingFor", "Looking for", LOOKING_FOR)}
          {group("offering", "Offering", OFFERING)}
          <Field label="Followers (optional)" htmlFor="pf-followers">
            <Input id="pf-followers" value={v.followers} onChange={set("followers")} placeholder="e.g. 12K" />
          </Field>
          <Field label="Revenue (optional)" htmlFor="pf-revenue">
            <Input id="pf-revenue" value={v.revenue} onChange={set("revenue")} placeholder="e.g. $4K/month" />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save Profile"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
