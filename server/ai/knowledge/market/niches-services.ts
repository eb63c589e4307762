/** Market research for the service trades: tutoring, car detailing, cleaning, video editing (docs/decisions/1482-market-research-per-niche.md). No figure lives here. */
import type { TradeId } from "../../understanding/lexicon";
import type { NicheMarket } from "./niches";

/** A competitor of the listing, with its public website. */
const c = (name: string, url: string, description: string) => ({ name, url, description });

export const SERVICE_NICHES: Partial<Record<TradeId, NicheMarket>> = {
  tutoring: {
    label: "Tutoring",
    crowding: 58,
    competitors: [
      c(
        "Varsity Tutors",
        "https://www.varsitytutors.com",
        "Online one-to-one tutoring across school subjects and tests.",
      ),
      c("Wyzant", "https://www.wyzant.com", "A marketplace of independent tutors who set their own rates."),
      c("MyTutor", "https://www.mytutor.co.uk", "Online GCSE and A-level tutoring by university students in the UK."),
      c(
        "Khan Academy",
        "https://www.khanacademy.org",
        "Free lessons and practice that every paid tutor competes with.",
      ),
    ],
    trends: [
      {
        trend: "Exam-focused short courses",
        impact: "high",
        description: "Parents pay most in the weeks before exams, for a clear plan.",
        audience: ["family", "youth"],
      },
      {
        trend: "Online lessons by video",
        impact: "medium",
        description: "A tutor can teach anywhere their time zone fits.",
        audience: ["youth"],
      },
    ],
    opportunities: [
      {
        title: "Exam-season revision groups",
        description: "Small groups for {audience} working through past papers before an exam.",
        potential: "high",
        timeToRevenue: "1-3 weeks",
        startupCost: "$0-100",
        audience: ["youth", "family"],
      },
      {
        title: "One subject, one level",
        description: "Be the tutor for one subject at one level, with results you can show.",
        potential: "medium",
        timeToRevenue: "1-2 weeks",
        startupCost: "$0-100",
        audience: ["family"],
      },
    ],
    advice:
      "Free lessons are everywhere; parents pay for accountability, a plan to the exam date and progress they can see.",
  },
  "car-detailing": {
    label: "Car detailing",
    crowding: 55,
    competitors: [
      c("Mister Car Wash", "https://mistercarwash.com", "A US car wash chain with monthly wash plans."),
      c("Ziebart", "https://www.ziebart.com", "Detailing, protection and tinting franchises."),
      c("Tint World", "https://www.tintworld.com", "Auto styling and detailing franchises."),
    ],
    trends: [
      {
        trend: "Mobile detailing",
        impact: "high",
        description: "Owners pay to have the car done where it is parked.",
        audience: ["professional", "family"],
      },
      {
        trend: "Maintenance plans",
        impact: "medium",
        description: "A monthly visit keeps a car clean and the income steady.",
        audience: ["professional"],
      },
    ],
    opportunities: [
      {
        title: "Mobile detailing on your street",
        description: "Interior and exterior cleans for {audience} at home or at work.",
        potential: "high",
        timeToRevenue: "1-2 weeks",
        startupCost: "$150-600",
        audience: ["professional", "family"],
      },
      {
        title: "Monthly plans",
        description: "A fixed monthly clean for regular customers, booked on the same day each month.",
        potential: "medium",
        timeToRevenue: "1-2 months",
        startupCost: "$0-100",
        audience: ["professional"],
      },
    ],
    advice: "Chains win on speed; a detailer wins on care, before-and-after photos and coming to the customer.",
  },
  cleaning: {
    label: "Cleaning",
    crowding: 60,
    competitors: [
      c("Molly Maid", "https://www.mollymaid.com", "Home cleaning franchises in the United States and Canada."),
      c("Merry Maids", "https://www.merrymaids.com", "Home cleaning franchises."),
      c("Handy", "https://www.handy.com", "An app for booking cleaners and handymen."),
      c("TaskRabbit", "https://www.taskrabbit.com", "A marketplace for cleaning and odd jobs."),
    ],
    trends: [
      {
        trend: "Regular bookings",
        impact: "high",
        description: "Weekly or fortnightly cleans make most of the income.",
        audience: ["professional", "family"],
      },
      {
        trend: "End-of-tenancy and move-out cleans",
        impact: "medium",
        description: "One-off deep cleans priced by the job.",
        audience: ["professional"],
      },
    ],
    opportunities: [
      {
        title: "Regular home cleans in one area",
        description: "Fortnightly cleans for {audience} within a short trip, so no time is lost travelling.",
        potential: "high",
        timeToRevenue: "1-2 weeks",
        startupCost: "$100-300",
        audience: ["professional", "family"],
      },
      {
        title: "Move-out deep cleans",
        description: "Fixed-price cleans for tenants leaving a flat, found through letting agents.",
        potential: "medium",
        timeToRevenue: "2-4 weeks",
        startupCost: "$100-400",
        audience: ["professional"],
      },
    ],
    advice:
      "Apps make booking easy but take a cut; a cleaner with reliable regulars and good reviews keeps more of every job.",
  },
  "video-editing": {
    label: "Video editing",
    crowding: 68,
    competitors: [
      c("Fiverr", "https://www.fiverr.com", "A freelance marketplace where editors sell fixed-price gigs."),
      c("Upwork", "https://www.upwork.com", "A freelance marketplace for longer editing contracts."),
      c("CapCut", "https://www.capcut.com", "A free editing app creators use to edit themselves."),
      c("Descript", "https://www.descript.com", "Editing by transcript, for podcasters and creators."),
    ],
    trends: [
      {
        trend: "Short-form video everywhere",
        impact: "high",
        description: "Creators and shops need several clips a week.",
        audience: ["creator", "business"],
      },
      {
        trend: "Editing by retainer",
        impact: "medium",
        description: "Creators want one editor who knows their style every week.",
        audience: ["creator"],
      },
    ],
    opportunities: [
      {
        title: "Monthly clip package",
        description: "Cut long videos into weekly clips for {audience}, on a monthly retainer.",
        potential: "high",
        timeToRevenue: "1-3 weeks",
        startupCost: "$0-100",
        audience: ["creator", "business"],
      },
      {
        title: "Local business videos",
        description: "Short videos for shops and cafes that post but never edit.",
        potential: "medium",
        timeToRevenue: "2-4 weeks",
        startupCost: "$0-300",
        audience: ["business"],
      },
    ],
    advice: "Free apps make basic edits easy; sell speed, style and a reliable weekly delivery.",
  },
};
