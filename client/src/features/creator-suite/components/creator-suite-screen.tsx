/**
 * Creative Suite (/creator-suite, Pro only): four content-type tiles (social post first), the Generate Content
 * and Content Library tabs, 'Back to Dashboard'. Free users see the upsell instead
 * (docs/product-rules.md#money-maker-and-growth-plans).
 */
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { ArrowLeft, Library, Palette, PenLine } from "lucide-react";
import {
  CREATOR_FORM_DEFAULTS,
  creatorGenerateRequestSchema,
  type ContentType,
  type CreatorGenerateInput,
  type CreatorGenerateRequest,
} from "@shared/contracts/creator-suite";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { GeneratorPending } from "@/components/generator/generator-states";
import { useSchemaForm } from "@/components/form/schema-form";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { ProUpsell } from "@/components/ui/pro-upsell";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { useGenerator } from "@/hooks/use-generator";
import { useUser } from "@/hooks/use-user";
import { CREATOR_HISTORY_KEY } from "../api/creator-api";
import { ContentForm } from "./content-form";
import { ContentLibrary } from "./content-library";
import { ContentResult } from "./content-result";
import { ContentTypeTiles } from "./content-type-tiles";

const blank = (type: ContentType): CreatorGenerateRequest => ({
  type,
  topic: "",
  targetAudience: "",
  ...CREATOR_FORM_DEFAULTS,
});

export function CreatorSuiteScreen() {
  const { isPro } = useUser();
  const header = (
    <PageHeader
      icon={Palette}
      title="Creative Suite"
      description="Social posts, blog articles, video scripts and newsletters in your brand's voice, saved to your library."
      actions={
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
      }
      className="mb-0 sm:mb-0"
    />
  );
  return (
    <div className="flex flex-col gap-6">
      {header}
      {isPro ? (
        <CreatorWorkspace />
      ) : (
        <ProUpsell
          title="The Creative Suite is a Pro tool"
          description="Generate social posts, blog articles, video scripts and newsletters, and keep them all in your content library."
          cta="Upgrade to Pro - $10/month"
        />
      )}
    </div>
  );
}

function CreatorWorkspace() {
  const [type, setType] = useState<ContentType>("social_post");
  const [tab, setTab] = useState("generate");
  const form = useSchemaForm(creatorGenerateRequestSchema, blank("social_post"));
  const generator = useGenerator(generationsEndpoints.creatorContent, {
    toView: (res) => ({ view: res.content, key: `c${res.content.id}` }),
    invalidate: [CREATOR_HISTORY_KEY],
    failure: { toast: { title: "Generation Failed", fallback: "Failed to generate content" } },
  });

  // After a success the form resets as specified: tone casual, platform instagram, length short.
  const shownKey = generator.shown?.key;
  useEffect(() => {
    if (shownKey) form.reset(blank(form.getValues("type") as ContentType));
  }, [shownKey, form]);

  const handleType = (next: ContentType) => {
    setType(next);
    form.setValue("type", next);
  };

  // The platform is sent only for social posts.
  const handleSubmit = ({ platform, ...rest }: CreatorGenerateInput) =>
    generator.run(rest.type === "social_post" ? { ...rest, platform } : rest, form, [
      "topic",
      "targetAudience",
      "tone",
      "length",
      "platform",
    ]);

  return (
    <>
      <ContentTypeTiles value={type} onChange={handleType} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="generate">
            <PenLine aria-hidden />
            Generate Content
          </TabsTrigger>
          <TabsTrigger value="library">
            <Library aria-hidden />
            Content Library
          </TabsTrigger>
        </TabsList>
        <TabsContent value="generate">
          <GeneratorLayout
            generator={generator}
            arrangement="side"
            form={<ContentForm type={type} form={form} onSubmit={handleSubmit} />}
            pending={
              <GeneratorPending label="Writing your content...">
                <Skeleton className="h-64 w-full rounded-2xl" />
              </GeneratorPending>
            }
            empty={
              <EmptyState
                icon={PenLine}
                title="Your content appears here"
                description="Pick a content type, enter a topic and press Generate Content. Every piece is saved to your library."
              />
            }
            result={(shown) => <ContentResult piece={shown.view} />}
          />
        </TabsContent>
        <TabsContent value="library">
          <ContentLibrary onCreate={() => setTab("generate")} />
        </TabsContent>
      </Tabs>
    </>
  );
}
