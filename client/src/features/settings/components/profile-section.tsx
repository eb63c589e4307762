/** Profile: picture (uploaded, resized by the server), first and last name, username. */
import { useRef } from "react";
import { Loader2, Trash2, Upload } from "lucide-react";
import { profileUpdateSchema } from "@shared/contracts/account";
import type { PublicUser } from "@shared/contracts/auth";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { fieldErrors, useRemovePicture, useUpdateProfile, useUploadPicture } from "../api/settings-api";
import { SectionCard, StatusLine } from "./section-card";
import { SubmitOutcome } from "./form-parts";

const FIELDS = ["firstName", "lastName", "username"] as const;

const TEXT_FIELDS = [
  { name: "firstName", id: "profile-first-name", label: "First name", autoComplete: "given-name" },
  { name: "lastName", id: "profile-last-name", label: "Last name", autoComplete: "family-name" },
  {
    name: "username",
    id: "profile-username",
    label: "Username",
    autoComplete: "username",
    hint: "3 or more letters, numbers, dots, dashes or underscores. You can sign in with it.",
    className: "sm:col-span-2",
  },
];

export function ProfileSection({ user }: { user: PublicUser }) {
  const form = useSchemaForm(profileUpdateSchema, {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    username: user.username ?? "",
  });
  const update = useUpdateProfile();
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const fileRef = useRef<HTMLInputElement>(null);
  const pictureError = upload.error ? (fieldErrors(upload.error).picture ?? errorDetail(upload.error)) : undefined;

  return (
    <SectionCard id="profile" title="Profile" description="Your name and picture, as the app shows them.">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar user={user} className="size-20 text-2xl" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={fileRef}
            id="profile-picture"
            aria-label="Profile picture"
            tabIndex={-1}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-describedby="profile-picture-hint"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
              e.target.value = "";
            }}
          />
          <Button type="button" variant="outline" onClick={() => fileRef.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
            Upload picture
          </Button>
          {user.profileImageUrl && (
            <Button type="button" variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
              <Trash2 aria-hidden />
              Remove
            </Button>
          )}
        </div>
        <p id="profile-picture-hint" className="w-full text-sm text-slate-600">
          JPEG, PNG or WebP, at most 5 MB. We resize it to 256 × 256 pixels.
        </p>
      </div>
      {pictureError && <StatusLine tone="error">{pictureError}</StatusLine>}

      <SchemaForm
        form={form}
        schema={profileUpdateSchema}
        className="grid gap-4 sm:grid-cols-2"
        onValid={(body) => update.mutate(body, { onError: (err) => applyServerErrors(err, form.setError, FIELDS) })}
      >
        {TEXT_FIELDS.map((f) => (
          <TextField key={f.id} {...f} />
        ))}
        <SubmitOutcome
          label="Save profile"
          mutation={update}
          fields={FIELDS}
          ok="Your profile is saved."
          className="sm:col-span-2"
        />
      </SchemaForm>
    </SectionCard>
  );
}
