/**
 * Curated industry knowledge for the offline engine: trends, competitors and niche/business templates per
 * industry. Figures are realistic orders of magnitude for a solo or tiny-team launch, not forecasts.
 */

export type Competition = "Low" | "Medium" | "High";

export type NicheTemplate = {
  /** The business; " for <audience>" is appended when `forAudience`. */
  name: string;
  forAudience: boolean;
  description: string;
  model: string;
  competition: Competition;
  /** 1 = runs on almost nothing, 3 = needs stock, equipment or development money. */
  capital: 1 | 2 | 3;
  /** Typical monthly revenue after 6-12 months for a solo founder with an average budget. */
  revenue: [number, number];
  /** Gross margin range in percent. */
  margin: [number, number];
  timeToMarket: string;
  skills: string[];
  /** Words that match a user's skills or interests. */
  keywords: string[];
  pros: string[];
  cons: string[];
  steps: string[];
};

export type IndustryKnowledge = {
  label: string;
  marketSize: string;
  growth: number;
  trends: string[];
  competitors: string[];
  niches: NicheTemplate[];
};

const n = (t: NicheTemplate) => t;

export const INDUSTRIES: Record<string, IndustryKnowledge> = {
  technology: {
    label: "Technology & Software",
    marketSize: "$650B global software market",
    growth: 11,
    trends: [
      "AI copilots are being bolted onto every workflow tool, and buyers now expect one in niche software too",
      "Micro-SaaS: small, single-purpose tools reaching $5-50K MRR with one or two founders",
      "No-code builders (Bubble, Glide, Softr) cut the cost of a first product to weeks, not months",
      "Usage-based pricing is replacing flat seats for AI-heavy products",
      "Privacy-first, local-first apps are winning users tired of data harvesting",
    ],
    competitors: ["Notion", "Zapier", "Canva", "Jasper", "Calendly", "Airtable"],
    niches: [
      n({ name: "Chrome Extension Studio", forAudience: true, description: "Build small paid browser extensions that remove one daily annoyance (tab overload, price tracking, meeting notes) and sell them with a freemium upgrade.", model: "Freemium + $4-9/month Pro tier", competition: "Medium", capital: 1, revenue: [800, 4500], margin: [85, 95], timeToMarket: "3-6 weeks", skills: ["JavaScript", "UX design", "Product marketing"], keywords: ["code", "coding", "javascript", "program", "develop", "software", "web", "tech", "productiv"], pros: ["Near-zero hosting cost", "Distribution through the Chrome Web Store search"], cons: ["Store policy changes can delist you overnight", "Users expect a lot for free"], steps: ["List 20 repetitive browser tasks your audience complains about on Reddit", "Build the smallest version of the top one in a weekend", "Publish on the Chrome Web Store with a clear before/after screenshot", "Add a Pro tier once 500 people use it weekly"] }),
      n({ name: "AI Automation Agency", forAudience: true, description: "Set up AI and no-code automations (lead capture, invoicing, support replies) for clients, then keep them running on a monthly retainer.", model: "Setup fee + monthly retainer", competition: "Medium", capital: 1, revenue: [2000, 9000], margin: [60, 80], timeToMarket: "2-4 weeks", skills: ["Zapier/Make", "Prompt writing", "Sales calls"], keywords: ["ai", "automat", "nocode", "no-code", "zapier", "consult", "business", "sales"], pros: ["Cash from the first client, no product to build", "Retainers make revenue predictable"], cons: ["Time-for-money until you productise", "Clients need hand-holding"], steps: ["Automate three of your own workflows and record them as case studies", "Offer a fixed-price 'first automation' package", "Pitch 30 local businesses with a 2-minute Loom", "Turn the most requested automation into a template product"] }),
      n({ name: "Notion & Airtable Template Shop", forAudience: true, description: "Design polished workspace templates (study planners, content calendars, CRM boards) and sell them on Gumroad and Etsy.", model: "One-off sales $9-49 + bundles", competition: "High", capital: 1, revenue: [400, 3000], margin: [90, 97], timeToMarket: "1-2 weeks", skills: ["Notion", "Visual design", "Copywriting"], keywords: ["notion", "design", "organi", "productiv", "plan", "template"], pros: ["Build once, sell forever", "Starts with zero budget"], cons: ["Crowded marketplace, easy to copy", "Needs steady content to stay visible"], steps: ["Pick one use case your audience searches for on TikTok", "Build a free lite version as a lead magnet", "Launch the full template on Gumroad with a demo video", "Post one template walkthrough a day for 30 days"] }),
      n({ name: "Micro-SaaS Booking Tool", forAudience: true, description: "A narrow scheduling and payments tool for one kind of provider (tutors, barbers, dog walkers) that does the one job better than generic schedulers.", model: "Subscription $12-29/month", competition: "Medium", capital: 2, revenue: [1500, 8000], margin: [80, 92], timeToMarket: "6-10 weeks", skills: ["Full-stack development", "Customer interviews", "SEO"], keywords: ["saas", "code", "develop", "software", "program", "startup", "app"], pros: ["Recurring revenue that compounds", "A narrow niche is cheap to reach"], cons: ["Churn if onboarding is weak", "Support load grows with users"], steps: ["Interview 10 providers in one trade about booking pain", "Pre-sell 5 lifetime deals before writing code", "Ship an MVP on a no-code stack", "Add SEO pages for '<trade> booking app' searches"] }),
      n({ name: "Tech Support & Setup Service", forAudience: true, description: "Remote and in-home help setting up phones, smart-home devices, Wi-Fi and backups, sold as visits and a monthly 'tech buddy' plan.", model: "Per-visit fees + monthly support plan", competition: "Low", capital: 1, revenue: [1200, 5000], margin: [70, 85], timeToMarket: "1-2 weeks", skills: ["Troubleshooting", "Patience and clear explanations", "Local marketing"], keywords: ["tech", "support", "help", "teach", "repair", "computer"], pros: ["Low competition locally", "Referrals spread fast"], cons: ["Hours are capped by travel", "Hard to scale beyond you without hires"], steps: ["Print a one-page service menu with fixed prices", "Offer a free first 15-minute call", "Post in local Facebook groups and community boards", "Convert repeat clients to the monthly plan"] }),
    ],
  },
  ecommerce: {
    label: "E-commerce & Retail",
    marketSize: "$6.3T global e-commerce sales",
    growth: 9,
    trends: [
      "TikTok Shop and live shopping turn short videos into checkout in one tap",
      "Print-on-demand removes inventory risk for designers testing many products",
      "Resale and vintage are growing faster than new fashion retail",
      "Buyers reward brands with a story: small-batch, handmade and founder-led sell at a premium",
      "Ad costs keep rising, so organic content and email lists matter more than ever",
    ],
    competitors: ["Amazon", "Etsy", "Shein", "Temu", "Depop", "Printful"],
    niches: [
      n({ name: "Print-on-Demand Merch Brand", forAudience: true, description: "A design-led apparel and accessories brand around one community's in-jokes and identity, printed on demand so nothing is stocked.", model: "Product sales ($25-45 per item), 30-40% margin", competition: "High", capital: 1, revenue: [600, 4000], margin: [30, 40], timeToMarket: "1-3 weeks", skills: ["Graphic design", "Community building", "Short-form video"], keywords: ["design", "art", "draw", "fashion", "merch", "illustrat", "meme"], pros: ["No inventory risk", "Test 20 designs for the cost of samples"], cons: ["Thin margins per item", "Design theft is common"], steps: ["Choose a community you belong to and list its inside jokes", "Design 10 shirts and order samples", "Open a Shopify + Printful store", "Post daily try-on videos and track which design sells"] }),
      n({ name: "Vintage Reselling Shop", forAudience: true, description: "Source underpriced vintage clothing and collectibles at thrift stores and estate sales, photograph them well, and resell on Depop, eBay and Vinted.", model: "Buy low, sell high (2-5x markup)", competition: "Medium", capital: 1, revenue: [800, 5000], margin: [50, 70], timeToMarket: "1 week", skills: ["Eye for trends", "Product photography", "Negotiation"], keywords: ["vintage", "thrift", "fashion", "collect", "sneaker", "resell", "style"], pros: ["Start with $100 of stock", "Sustainable angle resonates with buyers"], cons: ["Sourcing takes time every week", "Each item is a one-off listing"], steps: ["Learn the 20 brands that resell best in your area", "Spend $100 on a first haul", "Shoot every item on a plain background in daylight", "List on two platforms and reinvest profits into stock"] }),
      n({ name: "Subscription Box for a Micro-Hobby", forAudience: true, description: "A monthly curated box for one hobby (film photography, bonsai, specialty tea, TTRPG accessories) with a community around each month's theme.", model: "Monthly subscription $25-45", competition: "Medium", capital: 3, revenue: [2500, 12000], margin: [35, 50], timeToMarket: "6-8 weeks", skills: ["Curation", "Supplier sourcing", "Email marketing"], keywords: ["hobby", "collect", "curat", "gift", "craft", "tea", "game"], pros: ["Predictable recurring revenue", "Inventory bought to order"], cons: ["Fulfilment work every month", "Churn after 3-4 months is common"], steps: ["Survey 50 hobbyists about what they would pay for", "Negotiate wholesale with 5 small suppliers", "Pre-sell the first box to a waitlist", "Launch with a founding-member price"] }),
      n({ name: "Private-Label Niche Products", forAudience: true, description: "Pick one underserved product (left-handed desk gear, sensory-friendly kids' clothing, travel kits) and sell an improved private-label version on Amazon and your own store.", model: "Product sales with 40-60% margin", competition: "High", capital: 3, revenue: [3000, 15000], margin: [40, 60], timeToMarket: "8-12 weeks", skills: ["Product research", "Supplier negotiation", "Amazon listing optimisation"], keywords: ["amazon", "product", "sell", "business", "research"], pros: ["Own brand, real margins", "Scales with ads once it converts"], cons: ["Inventory capital at risk", "Review-driven marketplace is hard to crack"], steps: ["Read 1- and 2-star reviews of the top 10 products to find fixes", "Order samples from 3 suppliers", "Improve one clear flaw and design packaging", "Launch with 50 units and collect first reviews"] }),
      n({ name: "Local Same-Day Gift Delivery", forAudience: true, description: "Curated gift bundles (snacks, candles, flowers, local crafts) delivered same-day in your city, ordered through Instagram and a simple site.", model: "Bundles $35-90, 45% margin", competition: "Low", capital: 2, revenue: [1500, 6000], margin: [40, 55], timeToMarket: "2-4 weeks", skills: ["Curation", "Logistics", "Instagram marketing"], keywords: ["gift", "local", "deliver", "craft", "food", "flower"], pros: ["Local beats Amazon on speed and personal touch", "High average order value"], cons: ["Delivery radius caps growth", "Peaks around holidays"], steps: ["Partner with 5 local makers", "Design 3 bundles at 3 price points", "Shoot styled photos for Instagram", "Run a launch offer for birthdays and graduations"] }),
    ],
  },
  content: {
    label: "Content & Media",
    marketSize: "$250B creator economy",
    growth: 22,
    trends: [
      "Faceless YouTube and TikTok channels built on scripting and editing, not personality",
      "Paid newsletters and communities (Substack, Beehiiv, Skool) give creators recurring income",
      "Brands shift budgets from celebrities to micro-creators with 5-50K engaged followers",
      "AI editing tools cut production time, so consistency beats polish",
      "Short clips of long content (podcast clipping) is a fast-growing service",
    ],
    competitors: ["MrBeast-style entertainment channels", "Morning Brew", "Skool communities", "Patreon creators", "Opus Clip", "CapCut templates"],
    niches: [
      n({ name: "Short-Form Video Editing Service", forAudience: true, description: "Turn clients' long videos, podcasts and streams into daily short clips with captions and hooks, sold as monthly packages.", model: "Monthly packages $300-1,500 per client", competition: "Medium", capital: 1, revenue: [1500, 7000], margin: [70, 85], timeToMarket: "1-2 weeks", skills: ["Video editing (CapCut/Premiere)", "Hook writing", "Client communication"], keywords: ["video", "edit", "tiktok", "youtube", "film", "content", "creat"], pros: ["Huge demand from busy creators", "Start with a laptop and free tools"], cons: ["Deadlines are relentless", "Clients compare you with cheap offshore editors"], steps: ["Edit 10 free sample clips from public podcasts", "Post them as a portfolio on TikTok and X", "DM 50 creators with a free sample of their own content", "Package your workflow so you can hire a second editor"] }),
      n({ name: "Niche Newsletter Media Brand", forAudience: true, description: "A weekly newsletter that curates the best deals, tools or news for one audience, monetised with sponsors and a paid tier.", model: "Sponsorships + paid tier $5/month", competition: "Medium", capital: 1, revenue: [500, 6000], margin: [80, 95], timeToMarket: "1-2 weeks", skills: ["Writing", "Curation", "Audience growth"], keywords: ["writ", "news", "blog", "research", "curat", "read"], pros: ["You own the audience (email list)", "Sponsors pay well for focused lists"], cons: ["Slow growth in the first 6 months", "Needs weekly consistency"], steps: ["Pick a topic you would read about every week anyway", "Launch on Beehiiv with 3 back issues ready", "Cross-post highlights on X and LinkedIn", "Pitch sponsors at 1,000 subscribers"] }),
      n({ name: "Faceless Educational YouTube Channel", forAudience: true, description: "A channel explaining one topic (personal finance, history, AI tools) with voice-over, stock footage and animation, monetised by ads and affiliate links.", model: "AdSense + affiliate + sponsorships", competition: "High", capital: 1, revenue: [300, 5000], margin: [70, 90], timeToMarket: "4-8 weeks", skills: ["Scriptwriting", "Voice-over", "Thumbnail design"], keywords: ["youtube", "video", "teach", "explain", "history", "finance", "script", "animat"], pros: ["Compounding library of videos", "No need to show your face"], cons: ["Monetisation needs 1,000 subscribers and 4,000 watch hours", "Algorithm dependence"], steps: ["Study 5 channels in the topic and their top videos", "Script 10 videos before publishing the first", "Publish twice a week for 3 months", "Add affiliate links to tools you genuinely use"] }),
      n({ name: "UGC Creator for Brands", forAudience: false, description: "Produce user-generated-style product videos for brands' ads without needing your own following; brands pay per video and for usage rights.", model: "Per video $100-400 + usage fees", competition: "Medium", capital: 1, revenue: [1000, 6000], margin: [85, 95], timeToMarket: "1-2 weeks", skills: ["On-camera presence", "Basic editing", "Pitching"], keywords: ["camera", "video", "act", "talk", "beauty", "product", "review", "influenc"], pros: ["No audience required", "Brands send free products"], cons: ["Income is per project", "Rejections while you build a portfolio"], steps: ["Film 3 spec ads for products you own", "Build a one-page portfolio", "Join Billo, Insense and brand Discord groups", "Pitch 10 DTC brands a week"] }),
      n({ name: "Podcast Production Studio", forAudience: true, description: "Done-for-you podcast editing, show notes and clip creation for experts and small businesses who want a show without the work.", model: "Monthly retainer $400-1,200 per show", competition: "Low", capital: 2, revenue: [1500, 6500], margin: [65, 80], timeToMarket: "2-3 weeks", skills: ["Audio editing", "Writing show notes", "Project management"], keywords: ["podcast", "audio", "music", "sound", "edit", "interview"], pros: ["Sticky retainers", "Upsells into video clips"], cons: ["Clients drop shows after 10 episodes", "Needs decent audio gear"], steps: ["Offer to edit 2 episodes free for a local show", "Write a before/after case study", "List on Upwork and podcast Facebook groups", "Bundle clips and show notes as a premium tier"] }),
    ],
  },
  health: {
    label: "Health & Wellness",
    marketSize: "$5.6T global wellness economy",
    growth: 8,
    trends: [
      "Wearables and health data make personalised coaching cheap to deliver remotely",
      "Mental wellness apps and communities grow fastest among under-35s",
      "Functional food and drinks (adaptogens, protein, gut health) move into the mainstream",
      "Hybrid fitness: online programmes plus occasional in-person sessions",
      "Buyers distrust miracle claims; evidence-based, transparent brands win",
    ],
    competitors: ["Peloton", "Headspace", "MyFitnessPal", "Noom", "Whoop", "Strava"],
    niches: [
      n({ name: "Online Strength Coaching", forAudience: true, description: "Personalised training programmes with weekly video check-ins and form reviews, delivered through an app like TrueCoach or a shared spreadsheet.", model: "Monthly coaching $80-200 per client", competition: "Medium", capital: 1, revenue: [1500, 7000], margin: [80, 90], timeToMarket: "1-2 weeks", skills: ["Exercise programming", "Motivation and accountability", "Instagram content"], keywords: ["fitness", "gym", "train", "sport", "coach", "workout", "health", "lift"], pros: ["High-value service from day one", "Transformations are great marketing"], cons: ["Capped by your hours", "Needs a credential to build trust"], steps: ["Coach 3 people free for 6 weeks for testimonials", "Post their progress (with permission)", "Open 10 paid spots with an application form", "Create a lower-priced app-only tier"] }),
      n({ name: "Meal-Prep Planning Service", forAudience: true, description: "Weekly meal plans with shopping lists and prep guides for one goal (budget, high-protein, family-friendly), sold as a subscription.", model: "Subscription $8-15/month", competition: "Medium", capital: 1, revenue: [600, 4000], margin: [85, 95], timeToMarket: "2-3 weeks", skills: ["Nutrition basics", "Recipe development", "Design"], keywords: ["cook", "food", "nutrition", "meal", "diet", "health", "recipe"], pros: ["Recurring and low-touch", "Content doubles as marketing"], cons: ["Free recipes everywhere", "Needs weekly new content"], steps: ["Write 4 weeks of plans for one goal", "Share a free week as a lead magnet", "Grow on Pinterest and TikTok with prep videos", "Launch the paid plan to the email list"] }),
      n({ name: "Mindfulness & Burnout Workshops", forAudience: true, description: "Practical stress and focus workshops delivered to teams and schools, online or on site, with a follow-up habit programme.", model: "Workshops $300-1,500 + follow-up programme", competition: "Low", capital: 1, revenue: [1000, 6000], margin: [75, 90], timeToMarket: "3-4 weeks", skills: ["Public speaking", "Mindfulness practice", "B2B sales"], keywords: ["meditat", "mental", "mindful", "yoga", "wellbeing", "psych", "speak"], pros: ["Companies have wellbeing budgets", "One talk can reach 100 people"], cons: ["Long sales cycles with HR", "Needs credibility"], steps: ["Run two free workshops for a local company or club", "Collect feedback scores as social proof", "Package a 60-minute talk and a 4-week programme", "Pitch HR leads on LinkedIn"] }),
      n({ name: "Functional Snack Brand", forAudience: true, description: "A small-batch snack (protein bites, gut-friendly granola) sold at gyms, cafés and online, with a clear nutrition promise.", model: "Wholesale + direct-to-consumer", competition: "High", capital: 3, revenue: [2000, 10000], margin: [35, 55], timeToMarket: "8-12 weeks", skills: ["Recipe development", "Food safety", "Retail sales"], keywords: ["cook", "bake", "food", "nutrition", "snack", "gym"], pros: ["Repeat purchases", "Local stockists build trust"], cons: ["Food licences and labelling", "Shelf-life and stock risk"], steps: ["Perfect one recipe with 30 taste testers", "Get your kitchen and labels certified", "Place consignment stock in 3 gyms", "Open online ordering for subscriptions"] }),
      n({ name: "Active Ageing Fitness Classes", forAudience: false, description: "Low-impact strength and balance classes for older adults in community halls and online, with a monthly membership.", model: "Monthly membership $40-80", competition: "Low", capital: 1, revenue: [1200, 5000], margin: [70, 85], timeToMarket: "2-4 weeks", skills: ["Fitness instruction", "Patience", "Community outreach"], keywords: ["fitness", "senior", "yoga", "teach", "health", "care"], pros: ["Underserved and loyal audience", "Word of mouth in communities"], cons: ["Needs insurance and a safe venue", "Growth is local"], steps: ["Get a relevant instructor certificate", "Book a community hall one morning a week", "Offer a free taster class via local groups", "Add an online class for members who travel"] }),
    ],
  },
  education: {
    label: "Education & Training",
    marketSize: "$400B online learning market by 2026",
    growth: 14,
    trends: [
      "Cohort-based courses beat self-paced video on completion and price",
      "AI tutors make personalised practice cheap, but learners still pay for human feedback",
      "Skills-based hiring pushes adults toward short, practical certifications",
      "Parents spend more on tutoring for exams and coding than ever",
      "Micro-learning on TikTok and YouTube Shorts acts as the top of the funnel",
    ],
    competitors: ["Coursera", "Udemy", "Khan Academy", "Duolingo", "Skillshare", "Chegg"],
    niches: [
      n({ name: "Exam-Prep Tutoring Collective", forAudience: false, description: "Small-group online tutoring for one high-stakes exam (SAT, A-levels, coding interviews), run by you plus top students you recruit.", model: "Packages $150-600 per student", competition: "Medium", capital: 1, revenue: [1500, 8000], margin: [50, 70], timeToMarket: "1-3 weeks", skills: ["Subject expertise", "Teaching", "Parent communication"], keywords: ["teach", "tutor", "math", "science", "exam", "school", "study", "educat"], pros: ["Parents pay reliably for results", "Groups multiply your hourly rate"], cons: ["Seasonal around exam dates", "Results pressure"], steps: ["Run a free diagnostic mock exam", "Offer a 6-week group package to those who sat it", "Collect score improvements as proof", "Recruit two tutors for the next cohort"] }),
      n({ name: "Cohort Course on a Practical Skill", forAudience: true, description: "A 4-6 week live course teaching one job-ready skill (Excel for analysts, Figma, freelance copywriting) with projects and feedback.", model: "Cohort fee $200-800", competition: "Medium", capital: 1, revenue: [2000, 10000], margin: [80, 92], timeToMarket: "4-6 weeks", skills: ["Subject expertise", "Curriculum design", "Community hosting"], keywords: ["teach", "course", "excel", "design", "write", "skill", "career", "code"], pros: ["High ticket, low cost", "Alumni become marketers"], cons: ["Launch-driven income", "Live sessions tie you to a schedule"], steps: ["Run a free 1-hour workshop to test demand", "Pre-sell 10 seats to the first cohort", "Teach live and record everything", "Turn recordings into a self-paced tier"] }),
      n({ name: "Kids' Coding & Robotics Club", forAudience: false, description: "After-school and holiday coding clubs for ages 8-14 using Scratch, Python and micro:bit, run in schools and online.", model: "Term fees $120-300 per child", competition: "Low", capital: 2, revenue: [2000, 8000], margin: [55, 75], timeToMarket: "4-6 weeks", skills: ["Programming basics", "Working with kids", "School partnerships"], keywords: ["code", "program", "robot", "kid", "teach", "tech", "stem", "game"], pros: ["Parents book whole terms in advance", "Schools provide the room"], cons: ["Safeguarding checks required", "Equipment costs"], steps: ["Get background checks and a lesson plan", "Offer a free taster session at a school", "Sell a 10-week term with a showcase at the end", "Run holiday camps to fill quiet weeks"] }),
      n({ name: "Language Exchange Conversation Club", forAudience: true, description: "Paid small-group conversation sessions with native speakers, matched by level and interests, run on Zoom.", model: "Subscription $30-60/month", competition: "Medium", capital: 1, revenue: [800, 5000], margin: [60, 80], timeToMarket: "2-3 weeks", skills: ["A second language", "Facilitation", "Community building"], keywords: ["language", "spanish", "french", "english", "travel", "culture", "speak"], pros: ["Fills the gap apps leave (speaking)", "Community reduces churn"], cons: ["Scheduling across time zones", "Needs reliable hosts"], steps: ["Host 4 free sessions for one language pair", "Recruit two native-speaker hosts", "Launch a monthly membership", "Partner with language teachers for referrals"] }),
      n({ name: "Study-Skills Content & Planner Brand", forAudience: false, description: "Study techniques on TikTok and YouTube that funnel into paid planners, Notion systems and a study-with-me membership.", model: "Digital products + membership", competition: "High", capital: 1, revenue: [500, 4000], margin: [85, 95], timeToMarket: "2-4 weeks", skills: ["Short-form video", "Design", "Consistency"], keywords: ["study", "student", "notion", "plan", "organi", "school", "productiv"], pros: ["Content and product reinforce each other", "Zero inventory"], cons: ["Crowded 'studytok' space", "Income follows the school year"], steps: ["Post a daily study tip for 30 days", "Release a free planner to collect emails", "Launch a paid system with a video walkthrough", "Host live study sessions for members"] }),
    ],
  },
  finance: {
    label: "Finance & Fintech",
    marketSize: "$340B fintech market",
    growth: 16,
    trends: [
      "Young adults learn money from creators, not banks: finance education on TikTok is booming",
      "Embedded finance lets any app offer payments, cards and savings",
      "Freelancers and creators need tax, invoicing and cash-flow tools made for irregular income",
      "Regulators tighten rules on 'finfluencers', so credible, compliant education stands out",
      "Budgeting apps shift toward automation and round-ups rather than manual tracking",
    ],
    competitors: ["YNAB", "Monzo", "Robinhood", "Mint successors (Copilot, Monarch)", "QuickBooks", "Wise"],
    niches: [
      n({ name: "Bookkeeping for Creators and Freelancers", forAudience: false, description: "Monthly bookkeeping, invoicing and tax-ready reports for creators and freelancers with irregular income, run on Xero or QuickBooks.", model: "Monthly plans $80-300", competition: "Low", capital: 1, revenue: [1500, 7000], margin: [70, 85], timeToMarket: "2-4 weeks", skills: ["Bookkeeping", "Spreadsheets", "Attention to detail"], keywords: ["account", "finance", "excel", "spreadsheet", "tax", "number", "book"], pros: ["Sticky clients that rarely leave", "Referrals among creator friends"], cons: ["Deadline crunches at tax time", "Needs certification to give tax advice"], steps: ["Get a bookkeeping certificate (Xero or QuickBooks)", "Take 3 clients at an intro price", "Publish a 'creator tax checklist' as a lead magnet", "Standardise onboarding so each client takes 2 hours a month"] }),
      n({ name: "Money Skills Course for Young Adults", forAudience: true, description: "A practical course and community on budgeting, credit scores, first investments and side-income taxes, taught without hype.", model: "Course $49-199 + community", competition: "Medium", capital: 1, revenue: [800, 6000], margin: [85, 95], timeToMarket: "3-5 weeks", skills: ["Personal finance knowledge", "Teaching", "Video"], keywords: ["finance", "money", "invest", "budget", "teach", "econom", "crypto"], pros: ["Evergreen demand", "Content builds trust at scale"], cons: ["Must avoid regulated advice", "Competes with free content"], steps: ["Post 30 short money lessons", "Turn the top 5 topics into modules", "Run a live beta cohort", "Add a budgeting template bundle as an upsell"] }),
      n({ name: "Budgeting Spreadsheet & App Templates", forAudience: true, description: "Beautiful, automated budget templates for Google Sheets and Notion for one life stage (first job, couples, students).", model: "One-off $12-39", competition: "High", capital: 1, revenue: [300, 2500], margin: [90, 97], timeToMarket: "1-2 weeks", skills: ["Spreadsheets", "Design", "Copywriting"], keywords: ["excel", "spreadsheet", "budget", "notion", "finance", "organi"], pros: ["Tiny cost, passive sales", "Etsy search brings buyers"], cons: ["Low price point", "Easy to copy"], steps: ["Build one template around a life stage", "List on Etsy with a video demo", "Post 'how I budget' videos using it", "Bundle with a mini-course"] }),
      n({ name: "Fractional CFO for Startups", forAudience: false, description: "Part-time finance lead for early startups: models, fundraising decks, investor updates and cash-flow planning.", model: "Retainer $1,500-4,000 per client", competition: "Medium", capital: 1, revenue: [3000, 12000], margin: [80, 92], timeToMarket: "2-4 weeks", skills: ["Financial modelling", "Fundraising", "Networking"], keywords: ["finance", "model", "startup", "invest", "account", "consult"], pros: ["High rates", "Few clients needed"], cons: ["Needs real experience", "Startups can fold"], steps: ["Publish a free startup financial model template", "Offer a one-off fundraising model package", "Network in founder communities and accelerators", "Convert projects into monthly retainers"] }),
      n({ name: "Side-Hustle Tax & Invoicing Tool", forAudience: true, description: "A simple app that tracks side-hustle income across platforms, sets aside tax automatically and sends invoices.", model: "Subscription $5-12/month", competition: "Medium", capital: 3, revenue: [1000, 8000], margin: [75, 90], timeToMarket: "10-14 weeks", skills: ["App development", "Tax basics", "Growth marketing"], keywords: ["app", "code", "develop", "finance", "tax", "software"], pros: ["Clear painful problem", "Recurring revenue"], cons: ["Regulatory and data-security duties", "Longer build"], steps: ["Interview 20 side-hustlers about tax surprises", "Build a spreadsheet version first", "Ship an MVP with bank-feed imports", "Partner with creator communities for distribution"] }),
    ],
  },
  lifestyle: {
    label: "Lifestyle & Fashion",
    marketSize: "$1.7T global apparel and beauty market",
    growth: 7,
    trends: [
      "Resale, rental and upcycling grow as Gen Z rejects fast fashion's waste",
      "Clean and inclusive beauty brands take share from legacy labels",
      "Personal styling goes digital: outfit planning apps and virtual try-on",
      "Customisation (embroidery, patches, name jewellery) commands premium prices",
      "Community-led brands launch drops to Discord and Instagram close friends first",
    ],
    competitors: ["Shein", "Zara", "Depop", "Glossier", "Sephora", "Vinted"],
    niches: [
      n({ name: "Upcycled Streetwear Label", forAudience: true, description: "Rework thrifted jackets, jeans and hoodies into one-of-one pieces with patches, paint and embroidery, sold in weekly drops.", model: "One-of-one drops $60-200", competition: "Low", capital: 1, revenue: [800, 5000], margin: [60, 80], timeToMarket: "2-4 weeks", skills: ["Sewing or customising", "Styling", "Instagram/TikTok"], keywords: ["sew", "fashion", "design", "art", "paint", "thrift", "style", "streetwear"], pros: ["Unique products can't be undercut", "Sustainability story sells"], cons: ["Each piece takes hours", "Hard to scale volume"], steps: ["Make 5 pieces and film the process", "Announce a first drop date to build anticipation", "Sell through Instagram and Depop", "Take custom orders for higher prices"] }),
      n({ name: "Personal Styling & Wardrobe Edit Service", forAudience: true, description: "Virtual and in-person wardrobe edits, capsule wardrobes and shopping lists, with affiliate links for recommended pieces.", model: "Sessions $75-300 + affiliate commission", competition: "Medium", capital: 1, revenue: [1000, 5000], margin: [80, 95], timeToMarket: "1-2 weeks", skills: ["Styling", "Colour theory", "Client rapport"], keywords: ["fashion", "style", "beauty", "shop", "colour", "color"], pros: ["High value per session", "Before/after content markets itself"], cons: ["Trust must be earned", "Time-bound service"], steps: ["Style 5 friends and document before/after", "Post outfit breakdowns daily", "Offer a fixed-price virtual wardrobe edit", "Join affiliate programmes of brands you recommend"] }),
      n({ name: "Handmade Jewellery Brand", forAudience: true, description: "Minimal, personalised jewellery (name necklaces, birthstones, charms) made in small batches and sold on Etsy and TikTok Shop.", model: "Products $20-80, 60-75% margin", competition: "High", capital: 2, revenue: [800, 6000], margin: [60, 75], timeToMarket: "3-5 weeks", skills: ["Jewellery making", "Product photography", "Packaging design"], keywords: ["jewel", "craft", "handmade", "art", "design", "bead", "fashion"], pros: ["Low material cost, high perceived value", "Gift buying all year"], cons: ["Crowded on Etsy", "Personalisation slows fulfilment"], steps: ["Design a signature piece and 5 variations", "Shoot lifestyle photos on models", "Open Etsy and TikTok Shop listings", "Run a gifting campaign before a holiday"] }),
      n({ name: "Clean Skincare Micro-Brand", forAudience: true, description: "A focused range (two or three products) solving one skin concern, made with a contract manufacturer and sold direct.", model: "Products $18-45, subscription refills", competition: "High", capital: 3, revenue: [2000, 12000], margin: [55, 75], timeToMarket: "10-16 weeks", skills: ["Brand building", "Regulatory basics", "Influencer outreach"], keywords: ["beauty", "skin", "makeup", "cosmetic", "brand", "fashion"], pros: ["High margins and repeat buys", "Strong community potential"], cons: ["Safety testing and labelling rules", "Minimum orders tie up cash"], steps: ["Survey 100 people about one skin concern", "Request white-label quotes from 3 labs", "Seed samples to 20 micro-creators", "Launch with a bundle and refill subscription"] }),
      n({ name: "Sneaker Cleaning & Restoration", forAudience: true, description: "Clean, restore and customise sneakers by mail-in and local drop-off, with before/after videos as marketing.", model: "Services $25-120 per pair", competition: "Low", capital: 1, revenue: [800, 4500], margin: [70, 85], timeToMarket: "1-2 weeks", skills: ["Attention to detail", "Customising", "Short-form video"], keywords: ["sneaker", "shoe", "fashion", "custom", "paint", "clean"], pros: ["Satisfying content goes viral", "Low supply cost"], cons: ["Physical work per pair", "Risk of damaging expensive shoes"], steps: ["Restore your own pairs on camera", "Price three service tiers", "Partner with a local sneaker store", "Offer mail-in across the country"] }),
    ],
  },
  food: {
    label: "Food & Beverage",
    marketSize: "$9T global food and beverage market",
    growth: 6,
    trends: [
      "Ghost kitchens and delivery-first brands cut the cost of a restaurant launch",
      "Functional drinks (low-sugar, adaptogenic, protein) outgrow soda",
      "Cottage food laws let home bakers sell legally in many regions",
      "Cultural and regional cuisines trend on TikTok and sell out as pop-ups",
      "Meal kits shift from weekly subscriptions to flexible, occasion-based boxes",
    ],
    competitors: ["HelloFresh", "Uber Eats virtual brands", "Starbucks", "local bakeries", "Olipop", "Trader Joe's"],
    niches: [
      n({ name: "Home Bakery with Pre-Order Drops", forAudience: true, description: "A cottage-law home bakery selling weekly pre-order drops (cookies, sourdough, celebration cakes) announced on Instagram.", model: "Pre-orders $15-60 per box", competition: "Medium", capital: 1, revenue: [800, 4500], margin: [50, 70], timeToMarket: "2-3 weeks", skills: ["Baking", "Food photography", "Scheduling"], keywords: ["bake", "cook", "food", "cake", "dessert", "pastry"], pros: ["Pre-orders mean no waste", "Local loyal customers"], cons: ["Cottage-food rules cap sales", "Physical hours every week"], steps: ["Check your local cottage-food rules", "Perfect 3 signature items", "Announce a first drop to friends and local groups", "Add celebration orders for higher margins"] }),
      n({ name: "Pop-Up Street Food Concept", forAudience: true, description: "A rotating pop-up serving one cuisine at markets, festivals and breweries, building a following before any fixed location.", model: "Event sales $8-15 per plate + catering", competition: "Medium", capital: 2, revenue: [2000, 9000], margin: [55, 70], timeToMarket: "4-6 weeks", skills: ["Cooking at volume", "Event logistics", "Social media"], keywords: ["cook", "food", "chef", "event", "culture", "street"], pros: ["Test a concept cheaply", "Events bring instant crowds"], cons: ["Permits and insurance", "Weather and event-dependent"], steps: ["Nail a menu of 3 dishes", "Rent a shared commercial kitchen", "Book a first market stall", "Use pop-up sales data to pitch catering"] }),
      n({ name: "Craft Beverage Brand", forAudience: true, description: "A small-batch functional drink (cold brew, kombucha, low-sugar soda) sold to cafés, gyms and direct online.", model: "Wholesale + DTC subscriptions", competition: "High", capital: 3, revenue: [3000, 14000], margin: [40, 60], timeToMarket: "10-16 weeks", skills: ["Recipe development", "Food safety", "Wholesale sales"], keywords: ["drink", "coffee", "tea", "brew", "food", "health"], pros: ["Repeat consumption", "Distribution compounds"], cons: ["Licensing and co-packing minimums", "Shelf-life"], steps: ["Develop the recipe with 50 tasters", "Find a co-packer or licensed kitchen", "Land 5 local cafés on consignment", "Launch a monthly case subscription"] }),
      n({ name: "Meal-Prep Delivery for Busy People", forAudience: true, description: "Weekly cooked meals (high-protein, plant-based or family-style) delivered on Sundays in your area.", model: "Weekly plans $60-120", competition: "Medium", capital: 2, revenue: [2500, 10000], margin: [35, 50], timeToMarket: "4-6 weeks", skills: ["Cooking at volume", "Nutrition", "Delivery logistics"], keywords: ["cook", "meal", "food", "nutrition", "fitness", "chef"], pros: ["Subscription revenue", "Clear weekly routine"], cons: ["Food costs fluctuate", "Labour-intensive"], steps: ["Cook for 10 trial customers at cost", "Rent kitchen time weekly", "Set a fixed menu rotation", "Partner with gyms for referrals"] }),
      n({ name: "Cooking Classes & Recipe Content", forAudience: true, description: "Live online and in-person cooking classes for one cuisine or skill, backed by recipe content on social media.", model: "Classes $25-80 per seat + recipe e-books", competition: "Low", capital: 1, revenue: [800, 4000], margin: [70, 85], timeToMarket: "2-3 weeks", skills: ["Cooking", "Teaching", "Video"], keywords: ["cook", "teach", "food", "culture", "chef", "recipe"], pros: ["Fun, shareable product", "Corporate team-building demand"], cons: ["Venue costs for in-person", "Seasonal dips"], steps: ["Film 20 recipe shorts", "Host a free live class", "Sell a 4-class series", "Pitch team-building sessions to local companies"] }),
    ],
  },
  sustainability: {
    label: "Sustainability & Environment",
    marketSize: "$400B green products and services market",
    growth: 12,
    trends: [
      "Refill and zero-waste stores spread from cities into suburbs",
      "Companies need carbon reporting help as disclosure rules tighten",
      "Repair and refurbishment (electronics, clothing, furniture) grows with right-to-repair laws",
      "Consumers pay a premium for verified, not vague, sustainability claims",
      "Home energy upgrades (solar, heat pumps, insulation) are pushed by subsidies",
    ],
    competitors: ["Patagonia Worn Wear", "Back Market", "Who Gives A Crap", "Ecosia", "TerraCycle", "Too Good To Go"],
    niches: [
      n({ name: "Refill & Zero-Waste Delivery", forAudience: true, description: "Refillable cleaning and personal-care products delivered in reusable containers on a local route, with container pick-up.", model: "Refill subscriptions $25-50/month", competition: "Low", capital: 2, revenue: [1500, 6000], margin: [40, 55], timeToMarket: "4-6 weeks", skills: ["Logistics", "Supplier sourcing", "Community marketing"], keywords: ["eco", "green", "sustain", "zero", "waste", "environment", "plastic"], pros: ["Loyal eco-conscious customers", "Recurring route revenue"], cons: ["Delivery logistics", "Bulk stock needed"], steps: ["Source bulk products from 2 suppliers", "Sign up 20 households in one neighbourhood", "Run a fixed weekly route", "Partner with local cafés as pick-up points"] }),
      n({ name: "Electronics Repair & Refurb Shop", forAudience: true, description: "Repair phones, laptops and consoles and sell refurbished devices with a warranty, online and through local drop-off.", model: "Repairs $40-150 + refurb sales", competition: "Medium", capital: 2, revenue: [2000, 8000], margin: [45, 65], timeToMarket: "3-5 weeks", skills: ["Electronics repair", "Diagnostics", "Customer service"], keywords: ["repair", "tech", "electron", "fix", "hardware", "computer", "phone"], pros: ["Right-to-repair tailwind", "Every repair is a saving for the customer"], cons: ["Parts quality varies", "Warranty returns"], steps: ["Learn the 5 most common repairs from iFixit", "Practise on broken devices bought cheaply", "Offer repairs to friends and local groups", "Start reselling refurbished devices on Back Market or eBay"] }),
      n({ name: "Carbon Footprint Consulting for Small Businesses", forAudience: false, description: "Measure small businesses' carbon footprint, write reduction plans and prepare simple reports customers and tenders ask for.", model: "Projects $500-3,000 + annual updates", competition: "Low", capital: 1, revenue: [2000, 9000], margin: [75, 90], timeToMarket: "4-6 weeks", skills: ["Data analysis", "Sustainability standards", "B2B sales"], keywords: ["climate", "carbon", "environment", "data", "sustain", "consult", "analy"], pros: ["Growing regulatory demand", "Few providers serve small firms"], cons: ["Needs credible methodology", "Education-heavy sales"], steps: ["Take a GHG Protocol course", "Do a free footprint for a local business", "Package a fixed-price report", "Partner with accountants for referrals"] }),
      n({ name: "Upcycled Home Decor Brand", forAudience: true, description: "Turn reclaimed wood, glass and textiles into decor and furniture sold at markets, Etsy and to interior designers.", model: "Products $30-400", competition: "Low", capital: 2, revenue: [1000, 6000], margin: [55, 75], timeToMarket: "3-5 weeks", skills: ["Woodworking or crafts", "Design eye", "Photography"], keywords: ["wood", "craft", "diy", "design", "interior", "art", "build"], pros: ["Materials are cheap or free", "Story-driven premium pricing"], cons: ["Workshop space needed", "Shipping bulky items"], steps: ["Source free materials from demolition sites and marketplaces", "Make a first collection of 10 pieces", "Sell at a weekend market", "Pitch interior designers with a lookbook"] }),
      n({ name: "Eco Education Content & Workshops", forAudience: true, description: "Practical low-waste living content that leads to paid workshops for schools, companies and community groups.", model: "Workshops $200-1,000 + sponsorships", competition: "Medium", capital: 1, revenue: [700, 4500], margin: [75, 90], timeToMarket: "2-4 weeks", skills: ["Public speaking", "Content creation", "Environmental knowledge"], keywords: ["eco", "climate", "environment", "teach", "speak", "green", "nature"], pros: ["Mission-driven audience", "Schools and firms have budgets"], cons: ["Sponsors must fit your values", "Slow audience growth"], steps: ["Post 30 practical swaps with real cost savings", "Build a 60-minute workshop", "Offer it free to one school", "Pitch corporate sustainability teams"] }),
    ],
  },
  entertainment: {
    label: "Entertainment & Gaming",
    marketSize: "$190B global games market",
    growth: 9,
    trends: [
      "Indie games find audiences through Steam wishlists and streamer coverage",
      "Roblox and Fortnite creators earn from user-generated game economies",
      "Esports goes grassroots: school and amateur leagues need organisers",
      "Gaming coaching and VOD review are normal purchases for competitive players",
      "Streamers outsource overlays, editing and community moderation",
    ],
    competitors: ["Twitch", "Discord", "Roblox", "Steam", "Fiverr overlay sellers", "Metafy"],
    niches: [
      n({ name: "Stream Overlay & Branding Studio", forAudience: false, description: "Custom overlays, emotes, alerts and channel branding for streamers, plus ready-made packs sold on marketplaces.", model: "Custom $100-600 + packs $15-40", competition: "Medium", capital: 1, revenue: [800, 5000], margin: [85, 95], timeToMarket: "1-3 weeks", skills: ["Graphic design", "Animation", "Twitch/OBS know-how"], keywords: ["design", "art", "draw", "anim", "stream", "twitch", "game", "illustrat"], pros: ["Streamers always need fresh branding", "Packs sell passively"], cons: ["Price competition on Fiverr", "Revisions eat time"], steps: ["Design 3 overlay packs in different styles", "List them on Etsy and Own3d-style marketplaces", "Offer a discounted custom set to 5 small streamers", "Share their streams as social proof"] }),
      n({ name: "Gaming Coaching Platform", forAudience: false, description: "Book coaching and VOD reviews for one competitive game from you and vetted high-rank players, taking a cut of each session.", model: "Sessions $20-80, 20-30% commission", competition: "Medium", capital: 1, revenue: [1000, 6000], margin: [25, 85], timeToMarket: "2-4 weeks", skills: ["High rank in a game", "Teaching", "Community management"], keywords: ["game", "gaming", "esport", "valorant", "league", "fortnite", "coach", "compet"], pros: ["Passionate buyers", "Scales with more coaches"], cons: ["Game patches change meta", "Coach quality control"], steps: ["Offer free VOD reviews on your Discord", "Publish clips of the best reviews", "Open paid booking with Calendly and Stripe", "Recruit 3 coaches and take a commission"] }),
      n({ name: "Roblox Game Studio", forAudience: true, description: "Build small Roblox experiences (obbies, simulators, tycoons) monetised with game passes and in-game items.", model: "In-game purchases (Robux → DevEx)", competition: "High", capital: 1, revenue: [300, 8000], margin: [70, 90], timeToMarket: "6-10 weeks", skills: ["Lua scripting", "Game design", "Community building"], keywords: ["roblox", "game", "code", "lua", "design", "program"], pros: ["Massive built-in audience", "Free tools"], cons: ["Hit-driven income", "Platform takes a large cut"], steps: ["Clone a popular genre with one twist", "Ship in 4 weeks and watch retention", "Add a game pass after players stay 10+ minutes", "Run sponsored ads once retention is good"] }),
      n({ name: "Local Esports League Organiser", forAudience: true, description: "Run amateur and school esports tournaments with entry fees, sponsors and streamed finals.", model: "Entry fees + local sponsors", competition: "Low", capital: 2, revenue: [800, 5000], margin: [40, 65], timeToMarket: "4-6 weeks", skills: ["Event organising", "Streaming", "Sponsorship sales"], keywords: ["esport", "game", "event", "tournament", "stream", "compet", "organi"], pros: ["Community grows season over season", "Sponsors like young audiences"], cons: ["Venue and equipment logistics", "Player no-shows"], steps: ["Run a free online tournament on start.gg", "Stream the finals", "Pitch two local businesses as sponsors", "Launch a paid season"] }),
      n({ name: "Board Game & TTRPG Café Nights", forAudience: true, description: "Host paid board game and tabletop RPG nights in cafés and bars, with game-master services for private parties.", model: "Tickets $10-25 + private sessions", competition: "Low", capital: 1, revenue: [700, 4000], margin: [60, 80], timeToMarket: "2-3 weeks", skills: ["Game mastering", "Hosting", "Community building"], keywords: ["board", "dnd", "d&d", "rpg", "tabletop", "game", "host", "story"], pros: ["Venues welcome quiet-night traffic", "Loyal regulars"], cons: ["Limited by venue capacity", "Evening hours"], steps: ["Partner with a café on its quietest night", "Run 4 free nights to build a regular group", "Introduce tickets and a members' discount", "Sell private game-master sessions for parties"] }),
    ],
  },
};

/** Business ideas form industries mapped onto the knowledge above. */
export const IDEA_INDUSTRY_KNOWLEDGE: Record<string, keyof typeof INDUSTRIES> = {
  "content-creation": "content",
  "gaming-esports": "entertainment",
  "tech-apps": "technology",
  "fashion-beauty": "lifestyle",
  "fitness-wellness": "health",
  "education-tutoring": "education",
  "food-beverage": "food",
  ecommerce: "ecommerce",
};
