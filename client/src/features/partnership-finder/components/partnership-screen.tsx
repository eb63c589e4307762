/**
 * /partnership-finder (docs/product-rules.md#people-and-messages; docs/decisions/970): Find Partners (default, niche
 * 'all'), Partnership Requests, My Profile (the form and the Connections list). Pro only; free users see the upsell.
 */
import { useState } from "react";
import { Check, Handshake, MapPin, Plus, Send, Users, X } from "lucide-react";
import type { Connection, Partner, PartnerProfile, PartnerRequest } from "@shared/contracts/partnerships";
import {
  AVAILABILITY,
  EXPERIENCE_LABELS,
  LOOKING_FOR,
  OFFERING,
  PARTNER_EXPERIENCE,
  PARTNER_NICHES,
  REQUEST_TYPES,
  REQUEST_TYPE_LABELS,
} from "@shared/domain/partner-match";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PageHeader } from "@/components/ui/page-header";
import { ProUpsell } from "@/components/ui/pro-upsell";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { useUser } from "@/hooks/use-user";
import { errorDetail } from "@/lib/api-client";
import {
  useApply,
  useConnect,
  useConnections,
  useCreateRequest,
  useMyProfile,
  usePartners,
  useRequests,
  useRespond,
  useSaveProfile,
} from "../api/partnerships-api";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const failed = (title: string) => (err: unknown) =>
  toast({ variant: "destructive", title, description: errorDetail(err) ?? "Please try again." });

export function PartnershipScreen() {
  const { isPro, user } = useUser();
  const on = Boolean(user) && isPro;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        icon={Handshake}
        title="Partnership Finder"
        description="Find co-founders, collaborators and partners whose skills complete yours."
      />
      {!on ? (
        <ProUpsell
          title="Partnership Finder is a Pro feature"
          description="Skill matching, co-founder search, network building and collaboration tools for $10/month."
        />
      ) : (
        <Tabs defaultValue="find">
          <TabsList className="mb-6 grid h-auto w-full grid-cols-3 sm:inline-grid sm:w-auto">
            <TabsTrigger
              value="find"
              className="h-full whitespace-normal px-1 text-xs leading-tight sm:px-3 sm:text-sm"
            >
              Find Partners
            </TabsTrigger>
            <TabsTrigger
              value="requests"
              className="h-full whitespace-normal px-1 text-xs leading-tight sm:px-3 sm:text-sm"
            >
              Partnership Requests
            </TabsTrigger>
            <TabsTrigger
              value="profile"
              className="h-full whitespace-normal px-1 text-xs leading-tight sm:px-3 sm:text-sm"
            >
              My Profile
            </TabsTrigger>
          </TabsList>
          <TabsContent value="find">
            <FindPartners />
          </TabsContent>
          <TabsContent value="requests">
            <Requests />
          </TabsContent>
          <TabsContent value="profile">
            <MyProfile />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

function Avatar({ text }: { text: string }) {
  return (
    <span
      aria-hidden
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-sm font-semibold text-white"
    >
      {text}
    </span>
  );
}

function Chips({ items, label }: { items: string[]; label: string }) {
  const shown = items.slice(0, 2);
  const rest = items.length - shown.length;
  return (
    <div>
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-1" aria-label={label}>
        {shown.map((i) => (
          <li key={i}>
            <Badge variant="secondary">{i}</Badge>
          </li>
        ))}
        {rest > 0 && (
          <li>
            <Badge variant="outline">+{rest} more</Badge>
          </li>
        )}
      </ul>
    </div>
  );
}

function FindPartners() {
  const [niche, setNiche] = useState("all");
  const partners = usePartners(niche, true);
  return (
    <div className="space-y-4">
      <Field label="Niche" htmlFor="niche-filter" className="max-w-xs">
        <NativeSelect id="niche-filter" value={niche} onChange={(e) => setNiche(e.target.value)}>
          <option value="all">All niches</option>
          {PARTNER_NICHES.map((n) => (
            <option key={n} value={n}>
              {n === "saas" ? "SaaS" : cap(n)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {partners.isLoading ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : !partners.data?.length ? (
        <EmptyState
          icon={Users}
          title="No partners here yet"
          description="No one else has a partner profile in this niche yet. Create yours on the My Profile tab so others can find you."
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Partners">
          {partners.data.map((p) => (
            <li key={p.id}>
              <PartnerCard partner={p} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PartnerCard({ partner: p }: { partner: Partner }) {
  const connect = useConnect();
  const state = connect.isSuccess ? "pending" : p.connectionStatus;
  const label = p.isSample
    ? "Sample profile"
    : state === "pending"
      ? "Request Sent"
      : state === "accepted"
        ? "Connected"
        : connect.isPending
          ? "Sending…"
          : "Connect";
  const onConnect = () =>
    connect.mutate(
      { id: p.id, message: `Hi ${p.name.split(" ")[0]}, I'd love to connect and explore a partnership!` },
      {
        onSuccess: () => toast({ title: "Connection Request Sent", description: `${p.name} will see your request.` }),
        onError: failed("Connection Failed"),
      },
    );
  return (
    <Card className="h-full" data-testid="partner-card">
      <CardContent className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <Avatar text={p.avatar} />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{p.name}</h3>
            <p className="flex items-center gap-1 text-xs text-slate-600">
              <MapPin aria-hidden className="size-3" />
              {p.location} · {cap(p.niche)} ·{" "}
              {EXPERIENCE_LABELS[p.experience as keyof typeof EXPERIENCE_LABELS] ?? p.experience}
            </p>
            <div className="mt-1 flex flex-wrap gap-1">
              {p.isSample && <Badge variant="outline">Sample profile</Badge>}
              <Badge variant="secondary">{cap(p.availability)}</Badge>
            </div>
          </div>
          {p.matchScore !== null && (
            <div className="text-right" title={p.matchReasons.join("\n")}>
              <p className="text-lg font-bold text-brand-700" data-testid="match-score">
                {p.matchScore}%
              </p>
              <p className="text-xs text-slate-600">match</p>
            </div>
          )}
        </div>
        <p className="text-sm text-slate-700">{p.bio}</p>
        <Chips items={p.lookingFor} label="Looking for" />
        <Chips items={p.offering} label="Offering" />
        {p.matchReasons.length > 0 && (
          <ul className="list-disc pl-4 text-xs text-slate-600" aria-label="Why this match">
            {p.matchReasons.slice(0, 3).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
        {(p.socialProof.followers || p.socialProof.revenue) && (
          <p className="text-xs text-slate-600">
            {[
              p.socialProof.followers && `${p.socialProof.followers} followers`,
              p.socialProof.revenue && `${p.socialProof.revenue} revenue`,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        )}
        <Button
          className="mt-auto"
          onClick={onConnect}
          disabled={p.isSample || state === "pending" || state === "accepted" || connect.isPending}
          aria-label={`${label}: ${p.name}`}
        >
          {state === "pending" || state === "accepted" ? <Check aria-hidden /> : <Send aria-hidden />}
          {label}
        </Button>
      </CardContent>
    </Card>
  );
}

function Requests() {
  const requests = useRequests(true);
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setOpen((o) => !o)} variant={open ? "outline" : "default"}>
          {open ? <X aria-hidden /> : <Plus aria-hidden />}
          {open ? "Close" : "Create Request"}
        </Button>
      </div>
      {open && <RequestForm onDone={() => setOpen(false)} />}
      {requests.isLoading ? (
        <Skeleton className="h-40" />
      ) : !requests.data?.length ? (
        <EmptyState
          icon={Handshake}
          title="No partnership requests yet"
          description="Create the first one: describe the collaboration you have in mind."
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Partnership requests">
          {requests.data.map((r) => (
            <li key={r.id}>
              <RequestCard request={r} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RequestForm({ onDone }: { onDone: () => void }) {
  const create = useCreateRequest();
  const [v, setV] = useState({
    type: "collaboration",
    title: "",
    description: "",
    duration: "",
    skills: "",
    budget: "",
  });
  const [error, setError] = useState<string>();
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!v.title.trim()) {
      setError("Title is required");
      toast({ variant: "destructive", title: "Validation Error", description: "Title is required" });
      return;
    }
    create.mutate(v as Parameters<typeof create.mutate>[0], {
      onSuccess: () => {
        toast({ title: "Request Created", description: "Your partnership request is live." });
        onDone();
      },
      onError: failed("Failed to Create Request"),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>New Partnership Request</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field label="Type" htmlFor="req-type">
            <NativeSelect id="req-type" value={v.type} onChange={set("type")}>
              {REQUEST_TYPES.map((t) => (
                <option key={t} value={t}>
                  {REQUEST_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Title" htmlFor="req-title" required error={error}>
            <Input
              id="req-title"
              value={v.title}
              onChange={(e) => {
                set("title")(e);
                setError(undefined);
              }}
            />
          </Field>
          <Field label="Description" htmlFor="req-desc" className="sm:col-span-2">
            <Textarea id="req-desc" value={v.description} onChange={set("description")} />
          </Field>
          <Field label="Duration" htmlFor="req-duration">
            <Input id="req-duration" placeholder="e.g. 3 months" value={v.duration} onChange={set("duration")} />
          </Field>
          <Field label="Budget" htmlFor="req-budget">
            <Input id="req-budget" placeholder="e.g. $500 or revenue share" value={v.budget} onChange={set("budget")} />
          </Field>
          <Field
            label="Required skills"
            htmlFor="req-skills"
            hint="Separate skills with commas"
            className="sm:col-span-2"
          >
            <Input id="req-skills" value={v.skills} onChange={set("skills")} />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating…" : "Create Request"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function RequestCard({ request: r }: { request: PartnerRequest }) {
  const apply = useApply();
  const applied = r.hasApplied || apply.isSuccess;
  const onApply = () =>
    apply.mutate(
      { id: r.id, proposal: `I'm interested in "${r.title}" and would love to discuss how we can work together.` },
      {
        onSuccess: () =>
          toast({ title: "Application Sent", description: `${r.creator.name} will see your application.` }),
        onError: failed("Application Failed"),
      },
    );
  return (
    <Card className="h-full" data-testid="request-card">
      <CardContent className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <Avatar text={r.creator.avatar} />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{r.title}</h3>
            <p className="text-xs text-slate-600">
              {r.creator.name} · {REQUEST_TYPE_LABELS[r.type as keyof typeof REQUEST_TYPE_LABELS] ?? r.type}
            </p>
          </div>
          <Badge variant="secondary" data-testid="applications">
            {r.applications} application{r.applications === 1 ? "" : "s"}
          </Badge>
        </div>
        {r.description && <p className="text-sm text-slate-700">{r.description}</p>}
        <p className="text-xs text-slate-600">
          {[r.duration && `Duration: ${r.duration}`, r.budget && `Budget: ${r.budget}`].filter(Boolean).join(" · ")}
        </p>
        {r.requiredSkills.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Required skills">
            {r.requiredSkills.map((s) => (
              <li key={s}>
                <Badge variant="outline">{s}</Badge>
              </li>
            ))}
          </ul>
        )}
        {r.isOwn ? (
          <div className="mt-auto rounded-xl bg-slate-50 p-3">
            <p className="text-xs font-medium text-slate-700">Your request · applications received</p>
            {r.received?.length ? (
              <ul className="mt-2 space-y-2 text-sm">
                {r.received.map((a) => (
                  <li key={a.id}>
                    <span className="font-medium">{a.applicant.name}</span>: {a.proposal}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-600">No applications yet.</p>
            )}
          </div>
        ) : (
          <Button
            className="mt-auto"
            onClick={onApply}
            disabled={applied || apply.isPending}
            aria-label={`${applied ? "Applied" : "Apply"}: ${r.title}`}
          >
            {applied ? <Check aria-hidden /> : <Send aria-hidden />}
            {applied ? "Applied" : apply.isPending ? "Sending…" : "Apply"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

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

function MyProfile() {
  const profile = useMyProfile(true);
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      {profile.isLoading ? (
        <Skeleton className="h-96" />
      ) : (
        <ProfileForm key={profile.data?.id ?? "new"} profile={profile.data ?? null} />
      )}
      <Connections />
    </div>
  );
}

function ProfileForm({ profile }: { profile: PartnerProfile | null }) {
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
                  {n === "saas" ? "SaaS" : cap(n)}
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

function Connections() {
  const connections = useConnections(true);
  const respond = useRespond();
  const act = (c: Connection, action: "accept" | "decline") =>
    respond.mutate(
      { id: c.id, action },
      {
        onSuccess: () =>
          toast({
            title: action === "accept" ? "Connection Accepted" : "Connection Declined",
            description:
              action === "accept"
                ? `You and ${c.person.name} can now see each other's email.`
                : `${c.person.name}'s request was declined.`,
          }),
        onError: failed("Something Went Wrong"),
      },
    );
  const row = (c: Connection, incoming: boolean) => (
    <li
      key={c.id}
      className="rounded-xl border border-slate-200 p-3"
      data-testid={incoming ? "incoming-connection" : "outgoing-connection"}
    >
      <div className="flex items-center gap-3">
        <Avatar text={c.person.avatar} />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{c.person.name}</p>
          <p className="text-xs text-slate-600">{c.status === "unavailable" ? "Not available" : cap(c.status)}</p>
        </div>
      </div>
      {c.status === "unavailable" && (
        <p className="mt-2 text-xs text-slate-600">
          This person is not available right now, so they cannot see your request. It stays pending and reaches them if
          they become available again.
        </p>
      )}
      {c.message && <p className="mt-2 text-sm text-slate-700">“{c.message}”</p>}
      {c.person.email && (
        <p className="mt-2 break-all text-sm">
          Email:{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${c.person.email}`}>
            {c.person.email}
          </a>
        </p>
      )}
      {incoming && c.status === "pending" && (
        <div className="mt-3 flex gap-2">
          <Button size="sm" onClick={() => act(c, "accept")} disabled={respond.isPending}>
            <Check aria-hidden />
            Accept
          </Button>
          <Button size="sm" variant="outline" onClick={() => act(c, "decline")} disabled={respond.isPending}>
            <X aria-hidden />
            Decline
          </Button>
        </div>
      )}
    </li>
  );
  const data = connections.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connections</CardTitle>
        <CardDescription>Requests you received and sent. Emails show once a request is accepted.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!data ? (
          <Skeleton className="h-24" />
        ) : (
          <>
            <section aria-label="Received">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">Received</h3>
              {data.incoming.length ? (
                <ul className="space-y-2">{data.incoming.map((c) => row(c, true))}</ul>
              ) : (
                <p className="text-sm text-slate-600">No requests yet.</p>
              )}
            </section>
            <section aria-label="Sent">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">Sent</h3>
              {data.outgoing.length ? (
                <ul className="space-y-2">{data.outgoing.map((c) => row(c, false))}</ul>
              ) : (
                <p className="text-sm text-slate-600">You have not sent any requests.</p>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
