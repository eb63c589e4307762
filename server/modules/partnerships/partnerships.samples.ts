/**
 * Sample partner profiles for a development install only (docs/product-rules.md#people-and-messages):
 * NODE_ENV=development, never in production or the tests. Each belongs to a passwordless user at a reserved .invalid
 * address, carries isSample (shown as 'Sample profile'), and the service refuses to connect to it. Idempotent by email.
 */
import type { Db } from "../../db/client";
import { createPartnershipsRepository, type ProfileValues } from "./partnerships.repository";

const SAMPLES: (ProfileValues & { firstName: string; lastName: string })[] = [
  {
    firstName: "Jordan",
    lastName: "Reyes",
    bio: "Full-stack developer who has shipped three SaaS tools; looking for a marketer to take the next one to market.",
    niche: "saas",
    location: "Austin, TX",
    lookingFor: ["Marketing Partner", "Co-founder"],
    offering: ["Technical Skills", "Project Management"],
    experience: "experienced",
    availability: "available",
    socialProof: { revenue: "$3K/mo" },
  },
  {
    firstName: "Priya",
    lastName: "Nair",
    bio: "Brand and UI designer for DTC stores. I trade design for growth help and love long-term collaborations.",
    niche: "design",
    location: "Remote (India)",
    lookingFor: ["Marketing Partner", "Developer", "Business Mentor"],
    offering: ["Design Services", "Content Creation"],
    experience: "intermediate",
    availability: "selective",
    socialProof: { followers: "18K" },
  },
  {
    firstName: "Marcus",
    lastName: "Hill",
    bio: "Runs paid ads for e-commerce brands; want a product partner to launch our own store together.",
    niche: "ecommerce",
    location: "London, UK",
    lookingFor: ["Co-founder", "Designer"],
    offering: ["Marketing Expertise", "Network Connections", "Funding"],
    experience: "expert",
    availability: "busy",
    socialProof: { revenue: "$12K/mo" },
  },
  {
    firstName: "Lena",
    lastName: "Kowalski",
    bio: "Short-form video creator in the productivity niche, looking for products to build and promote with a partner.",
    niche: "content",
    location: "Berlin, Germany",
    lookingFor: ["Developer", "Investor"],
    offering: ["Content Creation", "Marketing Expertise"],
    experience: "beginner",
    availability: "available",
    socialProof: { followers: "64K" },
  },
];

export async function seedSampleProfiles(db: Db): Promise<void> {
  await createPartnershipsRepository(db).addSampleProfiles(
    SAMPLES.map(({ firstName, lastName, ...profile }, i) => ({
      user: {
        email: `sample-partner-${i + 1}@sample.invalid`,
        username: `sample_partner_${i + 1}`,
        firstName,
        lastName,
        password: null,
        hasCompletedOnboarding: true,
      },
      profile,
    })),
  );
}
