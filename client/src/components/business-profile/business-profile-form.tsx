/**
 * The business profile form (docs/guide/business-profile.md): what you sell, where, in which currency, with what
 * budget, hours, skills, age band and stage. Every field optional; the request schema from shared/contracts checks
 * it here as the API does. Used by the step after the plan and by Settings.
 */
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { Loader2 } from "lucide-react";
import {
  businessProfileInputSchema,
  PROFILE_AGE_BANDS,
  PROFILE_CHANNELS,
  PROFILE_COUNTRIES,
  PROFILE_FIELDS,
  PROFILE_STAGES,
  type BusinessProfile,
} from "@shared/contracts/business-profile";
import { CURRENCY_CODES, currencyOfCountry } from "@shared/domain/currencies";
import { Button } from "@/components/ui/button";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TagInputField } from "@/components/form/tag-input-field";
import { TextField } from "@/components/form/text-fields";
import { useSaveBusinessProfile } from "@/hooks/use-business-profile";
import { toast } from "@/hooks/use-toast";
import { applyServerErrors } from "@/lib/form-errors";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const currencyNames = new Intl.DisplayNames(["en"], { type: "currency" });

const COUNTRY_OPTIONS = PROFILE_COUNTRIES.map((code) => ({ value: code, label: regionNames.of(code) ?? code })).sort(
  (a, b) => a.label.localeCompare(b.label),
);
const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({
  value: code,
  label: `${code} · ${currencyNames.of(code) ?? code}`,
}));
const CHANNEL_LABELS: Record<string, string> = Object.fromEntries(PROFILE_CHANNELS.map((c) => [c.value, c.label]));

/** The form's values from a saved profile (text fields as text, nothing as empty). */
function valuesOf(profile: BusinessProfile | null) {
  return {
    sells: profile?.sells ?? "",
    channels: profile?.channels ?? [],
    country: profile?.country ?? "",
    region: profile?.region ?? "",
    currency: profile?.currency ?? "",
    budget: profile?.budget?.replace(/\.00$/, "") ?? "",
    hoursPerWeek:
      profile?.hoursPerWeek === null || profile?.hoursPerWeek === undefined ? "" : String(profile.hoursPerWeek),
    skills: profile?.skills ?? [],
    ageBand: profile?.ageBand ?? "",
    stage: profile?.stage ?? "",
  };
}

/** "GBP from your country" under the currency while none is chosen. */
function CurrencyHint() {
  const [country, currency] = useWatch({ name: ["country", "currency"] }) as [string, string];
  const fromCountry = country ? currencyOfCountry(country) : undefined;
  if (currency) return <>Budgets and figures are shown in this currency.</>;
  return fromCountry ? <>{fromCountry} from your country, unless you choose another.</> : <>From your country.</>;
}

type Props = {
  profile: BusinessProfile | null;
  submitLabel: string;
  /** After a successful save. */
  onSaved?: (profile: BusinessProfile) => void;
  /** Beside the submit button (the step's 'Skip for now'). */
  secondary?: ReactNode;
  idPrefix?: string;
};

export function BusinessProfileForm({ profile, submitLabel, onSaved, secondary, idPrefix = "profile" }: Props) {
  const form = useSchemaForm(businessProfileInputSchema, valuesOf(profile));
  const save = useSaveBusinessProfile();
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <SchemaForm
      form={form}
      schema={businessProfileInputSchema}
      aria-label="Business profile"
      onValid={(values) =>
        save.mutate(values, {
          onSuccess: ({ profile: saved }) => {
            if (!saved) return;
            form.reset(valuesOf(saved));
            toast({ variant: "success", title: "Profile saved", description: "Every tool starts from it now." });
            onSaved?.(saved);
          },
          onError: (err) => {
            if (applyServerErrors(err, form.setError, PROFILE_FIELDS)) return;
            toast({ variant: "destructive", title: "Could not save your profile", description: err.message });
          },
        })
      }
      className="flex flex-col gap-5"
    >
      <TextField
        name="sells"
        id={id("sells")}
        label="What do you make or sell?"
        placeholder="e.g. soy candles, maths tutoring, silver rings"
      />
      <CheckboxGroupField
        name="channels"
        id={id("channels")}
        label="Where do you sell?"
        options={PROFILE_CHANNELS.map((c) => c.value)}
        labelOf={(c) => CHANNEL_LABELS[c] ?? c}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <OptionSelectField
          name="country"
          id={id("country")}
          label="Country"
          options={COUNTRY_OPTIONS}
          placeholder="Choose your country"
        />
        <TextField name="region" id={id("region")} label="State, county or region" placeholder="e.g. Ohio" />
        <OptionSelectField
          name="currency"
          id={id("currency")}
          label="Currency"
          options={CURRENCY_OPTIONS}
          placeholder="From my country"
          hint={<CurrencyHint />}
        />
        <TextField
          name="budget"
          id={id("budget")}
          label="Budget to start"
          placeholder="e.g. 300 or £400"
          hint="In your currency; a symbol or code such as £ or GBP sets it."
        />
        <TextField
          name="hoursPerWeek"
          id={id("hours")}
          label="Hours a week you can give it"
          placeholder="e.g. 8"
          hint="0 to 80."
        />
        <OptionSelectField
          name="ageBand"
          id={id("age")}
          label="Your age"
          options={PROFILE_AGE_BANDS}
          placeholder="Choose a band"
          hint="Under 18? Some answers tell you what needs a parent or guardian."
        />
      </div>
      <TagInputField
        name="skills"
        id={id("skills")}
        label="Your skills"
        itemLabel="skill"
        hint="Up to 10 short phrases. Press Enter or Add after each."
        placeholder="e.g. photography"
      />
      <OptionSelectField
        name="stage"
        id={id("stage")}
        label="Where are you now?"
        options={PROFILE_STAGES}
        placeholder="Choose one"
        className="sm:max-w-xs"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {secondary}
        <Button type="submit" variant="gradient" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending && <Loader2 aria-hidden className="animate-spin" />}
          {submitLabel}
        </Button>
      </div>
    </SchemaForm>
  );
}
