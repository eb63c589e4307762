/**
 * The partner profile on the form kit, checked by the profile schema of shared/contracts/partnerships.ts with
 * the specification's messages: each beside its field, the first (in the specification's order) in the
 * 'Validation Error' toast. The server repeats the checks.
 */
import type { z } from "zod";
import { partnerProfileSchema, type PartnerProfile } from "@shared/contracts/partnerships";
import { AVAILABILITY, LOOKING_FOR, OFFERING, PARTNER_EXPERIENCE, PARTNER_NICHES } from "@shared/domain/partner-match";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextareaField, TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { applyServerErrors, firstErrorMessage } from "@/lib/form-errors";
import { useSaveProfile } from "../api/partnerships-api";
import { AVAILABILITY_OPTIONS, EXPERIENCE_OPTIONS, NICHE_OPTIONS, oneOf } from "../format";

/** The order the specification checks the fields in (the toast names the first refused one). */
const CHECK_ORDER = [
  "bio",
  "niche",
  "lookingFor",
  "offering",
  "location",
  "experience",
  "availability",
  "socialProof.followers",
  "socialProof.revenue",
] as const;

/** The form's values for a stored profile, or the empty form (availability 'available'). */
function fromProfile(p: PartnerProfile | null): Partial<z.input<typeof partnerProfileSchema>> {
  return {
    bio: p?.bio ?? "",
    niche: oneOf(PARTNER_NICHES, p?.niche),
    location: p?.location ?? "",
    lookingFor: (p?.lookingFor ?? []).flatMap((x) => oneOf(LOOKING_FOR, x) ?? []),
    offering: (p?.offering ?? []).flatMap((x) => oneOf(OFFERING, x) ?? []),
    experience: oneOf(PARTNER_EXPERIENCE, p?.experience),
    availability: oneOf(AVAILABILITY, p?.availability) ?? "available",
    socialProof: { followers: p?.socialProof.followers ?? "", revenue: p?.socialProof.revenue ?? "" },
  };
}

export function ProfileForm({ profile }: { profile: PartnerProfile | null }) {
  const form = useSchemaForm(partnerProfileSchema, fromProfile(profile));
  // The outcome goes with the mutation, not with mutate(): a first save gives the profile an id, which remounts
  // this form (see MyProfile's key) before the refresh ends, and mutate()'s own callbacks would then never run.
  const save = useSaveProfile({
    onSuccess: () =>
      toast({ title: "Profile Saved", description: "Your partner profile is visible to other members." }),
    onError: (err) => {
      applyServerErrors(err, form.setError, CHECK_ORDER);
      toast({ variant: "destructive", title: "Error", description: "Failed to save profile. Please try again." });
    },
  });
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
        <SchemaForm
          form={form}
          schema={partnerProfileSchema}
          onValid={(values) => save.mutate(values)}
          onInvalid={(errors) =>
            toast({
              variant: "destructive",
              title: "Validation Error",
              description: firstErrorMessage(errors, CHECK_ORDER),
            })
          }
          className="grid gap-4 sm:grid-cols-2"
        >
          <TextareaField
            name="bio"
            id="pf-bio"
            label="Bio"
            required
            placeholder="What you do and what you want to build"
            className="sm:col-span-2"
          />
          <OptionSelectField
            name="niche"
            id="pf-niche"
            label="Niche"
            required
            placeholder="Select your niche"
            options={NICHE_OPTIONS}
          />
          <TextField name="location" id="pf-location" label="Location" required placeholder="City, country or Remote" />
          <OptionSelectField
            name="experience"
            id="pf-exp"
            label="Experience"
            required
            placeholder="Select your experience"
            options={EXPERIENCE_OPTIONS}
          />
          <OptionSelectField name="availability" id="pf-avail" label="Availability" options={AVAILABILITY_OPTIONS} />
          <CheckboxGroupField
            name="lookingFor"
            id="pf-looking-for"
            label="Looking for"
            required
            options={LOOKING_FOR}
            className="sm:col-span-2"
          />
          <CheckboxGroupField
            name="offering"
            id="pf-offering"
            label="Offering"
            required
            options={OFFERING}
            className="sm:col-span-2"
          />
          <TextField
            name="socialProof.followers"
            id="pf-followers"
            label="Followers (optional)"
            placeholder="e.g. 12K"
          />
          <TextField
            name="socialProof.revenue"
            id="pf-revenue"
            label="Revenue (optional)"
            placeholder="e.g. $4K/month"
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save Profile"}
            </Button>
          </div>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
