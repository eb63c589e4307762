/**
 * The side-hustle generator's knowledge: side hustles a young person can start alone, each with the weekly
 * hours it needs, what it costs to start, whether it means buying stock, and an honest hourly range for the
 * first months (earnings of beginners, not of the best sellers). Figures are rounded public orders of
 * magnitude (platform fees, tool prices, going rates on Fiverr/Upwork/Care-type marketplaces) and will age.
 *
 * Placeholders: `{topic}` in title, description and first steps is filled with the person's interest (or
 * skill, per `topicFrom`), else `defaultTopic`.
 */
import { z } from "zod";

const range = z.tuple([z.number().nonnegative(), z.number().nonnegative()]).refine(([lo, hi]) => lo <= hi, "range is low-high");
const FULL_TIME = /full[- ]time/i;
const STOCK = /\b(buy(ing)? (stock|inventory)|wholesale|bulk[- ]buy)/i;

export const hustleTemplateSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    type: z.enum(["digital", "physical", "service", "creative"]),
    category: z.string().min(1),
    difficulty: z.enum(["beginner", "intermediate", "advanced"]),
    title: z.string().min(1),
    description: z.string().min(1),
    /** Where `{topic}` comes from; without it the template has no topic. */
    topicFrom: z.enum(["interest", "skill"]).optional(),
    defaultTopic: z.string().optional(),
    /** Prefixes that match a person's skills (`design` matches 'designer'). */
    skills: z.array(z.string().min(2)),
    /** Prefixes that match a person's interests. */
    interests: z.array(z.string().min(2)),
    /** Weekly hours: the least it takes to work at all, and where more hours stop adding much. */
    hours: range,
    /** Startup cost in US dollars: the lean start, and a comfortable one. */
    cost: range,
    /** True when it means buying stock to resell before the first sale. */
    needsInventory: z.boolean(),
    /** Honest dollars per hour in the first months. */
    hourly: range,
    requirements: z.array(z.string().min(1)).min(3).max(6),
    firstSteps: z.array(z.string().min(1)).min(3).max(4),
  })
  .refine((t) => !t.title.includes("{topic}") || (t.topicFrom && t.defaultTopic), "a title with {topic} needs topicFrom and defaultTopic")
  .refine((t) => !FULL_TIME.test(JSON.stringify(t)) || t.hours[0] >= 20, "only a hustle needing 20+ hours a week may speak of full-time work")
  .refine((t) => t.needsInventory || !STOCK.test(JSON.stringify(t)), "a hustle without inventory never asks to buy stock")
  .refine((t) => !t.needsInventory || t.cost[0] > 50, "buying stock never fits a $0-50 budget");
export type HustleTemplate = z.infer<typeof hustleTemplateSchema>;

/** Tests read these patterns too: the rules the data and the answers keep. */
export const HUSTLE_TEXT_RULES = { fullTime: FULL_TIME, stock: STOCK };

type T = HustleTemplate;
const digital: T[] = [
  {
    key: "printable-planners", type: "digital", category: "Digital Products", difficulty: "beginner",
    title: "Printable {topic} planners on Etsy", topicFrom: "interest", defaultTopic: "study",
    description: "Design printable {topic} planners and trackers once in Canva and sell them as instant downloads on Etsy. Each sale costs you nothing to deliver, so a listing keeps earning while you sleep.",
    skills: ["design", "canva", "organi", "plan"], interests: ["plan", "journal", "study", "fitness", "budget", "productiv"],
    hours: [2, 15], cost: [0, 40], needsInventory: false, hourly: [3, 20],
    requirements: ["An Etsy seller account ($0.20 per listing)", "Canva (the free plan is enough)", "Five mockup images per listing", "An eye for clean, readable layouts"],
    firstSteps: ["Search Etsy for '{topic} planner' and note what the top 10 include and charge", "Design one 10-page planner in Canva and export it as a PDF", "List it with five mockups and all 13 search tags, priced near the middle of the range you found"],
  },
  {
    key: "notion-templates", type: "digital", category: "Digital Products", difficulty: "beginner",
    title: "Notion templates for {topic}", topicFrom: "interest", defaultTopic: "students",
    description: "Build Notion templates that organise {topic} and sell them on Gumroad, where you pay a fee only when you sell. Share a free version to bring people to the paid one.",
    skills: ["notion", "productiv", "organi", "spreadsheet", "excel", "plan"], interests: ["productiv", "study", "plan", "book", "fitness", "travel"],
    hours: [2, 12], cost: [0, 30], needsInventory: false, hourly: [3, 25],
    requirements: ["A free Notion account", "A free Gumroad account (it takes a fee per sale)", "Screenshots or a short demo video", "A clear problem the template solves"],
    firstSteps: ["List the three most annoying parts of keeping {topic} organised", "Build a template that fixes them and record a 60-second walkthrough", "Publish a free lite version and the full one on Gumroad, and post the walkthrough on Reddit or TikTok"],
  },
  {
    key: "social-templates", type: "digital", category: "Digital Products", difficulty: "beginner",
    title: "Canva post templates for {topic} creators", topicFrom: "interest", defaultTopic: "small business",
    description: "Make packs of editable Canva templates for {topic} creators who want their feed to look good without a designer, and sell them on Etsy or Gumroad.",
    skills: ["design", "canva", "social", "instagram", "brand"], interests: ["social", "fashion", "beauty", "fitness", "food", "travel", "art"],
    hours: [2, 12], cost: [0, 40], needsInventory: false, hourly: [3, 20],
    requirements: ["Canva (free plan; Pro helps later)", "An Etsy or Gumroad account", "A consistent style across a pack", "Example posts that show the templates in use"],
    firstSteps: ["Collect 20 posts from {topic} accounts you admire and note the formats that repeat", "Design a pack of 15 templates in one style", "List the pack with before/after images and share three of them free on Pinterest"],
  },
  {
    key: "spreadsheet-gigs", type: "digital", category: "Freelance Online", difficulty: "beginner",
    title: "Spreadsheet and data clean-up gigs", 
    description: "Offer to tidy messy spreadsheets, build simple dashboards and automate small reports for small businesses on Upwork or Fiverr. Plenty of owners hate this work and pay to hand it over.",
    skills: ["excel", "spreadsheet", "sheets", "data", "math", "account"], interests: ["data", "finance", "business", "math"],
    hours: [3, 20], cost: [0, 20], needsInventory: false, hourly: [12, 30],
    requirements: ["Good Excel or Google Sheets skills (formulas, pivot tables)", "A free Upwork or Fiverr profile", "Two sample before/after spreadsheets", "Clear written English for client messages"],
    firstSteps: ["Make two sample projects: a messy sheet cleaned up and a one-page dashboard", "Publish a Fiverr gig with a fixed-price starter offer", "Send five tailored proposals a day on Upwork for small data jobs"],
  },
  {
    key: "newsletter", type: "digital", category: "Content", difficulty: "intermediate",
    title: "A weekly {topic} newsletter", topicFrom: "interest", defaultTopic: "money tips for teens",
    description: "Write a short weekly newsletter about {topic} on a free platform such as beehiiv or Substack. Income comes later from sponsors, affiliate links or a paid tier once readers trust you.",
    skills: ["writ", "research", "journal", "blog", "copy"], interests: ["news", "tech", "finance", "money", "game", "sport", "book", "music", "ai"],
    hours: [2, 10], cost: [0, 30], needsInventory: false, hourly: [0, 15],
    requirements: ["A free beehiiv or Substack account", "A regular writing slot each week", "A clear angle readers cannot get elsewhere", "Patience: the first 500 readers take months"],
    firstSteps: ["Write down the one question about {topic} your friends always ask you", "Publish three issues before telling anyone, so new readers find a back catalogue", "Share each issue in two communities where {topic} fans already talk"],
  },
  {
    key: "mini-course", type: "digital", category: "Education", difficulty: "intermediate",
    title: "A mini online course on {topic}", topicFrom: "skill", defaultTopic: "a skill you already have",
    description: "Record a short, practical course that teaches {topic} to beginners and sell it on Gumroad or Teachable's free plan. One good course can sell for years.",
    skills: ["teach", "tutor", "video", "edit", "code", "design", "music", "photo", "excel", "language", "cook"], interests: ["teach", "learn", "education"],
    hours: [5, 20], cost: [0, 150], needsInventory: false, hourly: [0, 30],
    requirements: ["Real skill in the subject (people pay for results)", "A phone or laptop that records clear audio", "A free Gumroad or Teachable account", "An outline of 5-10 short lessons"],
    firstSteps: ["Ask ten people what they struggle with when learning {topic}", "Outline a course that fixes the top two struggles in under an hour", "Pre-sell it at a founding price before recording everything"],
  },
  {
    key: "web-freelance", type: "digital", category: "Freelance Online", difficulty: "intermediate",
    title: "Websites for local businesses",
    description: "Build simple, fast websites for local shops, cafés and tradespeople who still have none or an outdated one. A monthly care plan (updates, hosting help) turns one-off jobs into steady income.",
    skills: ["web", "html", "css", "javascript", "wordpress", "code", "develop", "program", "react", "figma"], interests: ["tech", "design", "business", "code"],
    hours: [8, 40], cost: [0, 100], needsInventory: false, hourly: [20, 50],
    requirements: ["Skill with a site builder or HTML/CSS", "A portfolio of two or three sites (practice sites count)", "A simple contract and price list", "Confidence to call or visit local businesses"],
    firstSteps: ["Build two demo sites for made-up local businesses", "List 20 nearby businesses whose sites are missing or broken on phones", "Offer each a free homepage mock-up and a fixed price for the full site"],
  },
  {
    key: "user-testing", type: "digital", category: "Online Gigs", difficulty: "beginner",
    title: "Paid website and app testing",
    description: "Get paid to try websites and apps and say out loud what confuses you, on platforms such as UserTesting or Userlytics. Tests are short and fit into spare hours, but invitations come and go.",
    skills: ["tech", "computer", "phone", "english", "speak"], interests: ["tech", "app", "game"],
    hours: [1, 5], cost: [0, 0], needsInventory: false, hourly: [10, 20],
    requirements: ["A computer with a microphone", "Being old enough for the platform (usually 18+)", "Clear spoken English", "Quick replies when test invitations arrive"],
    firstSteps: ["Sign up on two testing platforms and finish the practice test carefully", "Turn on notifications so you catch invitations early", "Keep a log of tests and pay to see which platform is worth your time"],
  },
  {
    key: "affiliate-site", type: "digital", category: "Content", difficulty: "intermediate",
    title: "An honest {topic} review site", topicFrom: "interest", defaultTopic: "student gear",
    description: "Write genuinely useful reviews and comparisons about {topic} and earn a commission through affiliate links when readers buy. Search traffic grows slowly, so this rewards people who keep going for months.",
    skills: ["writ", "seo", "research", "blog", "wordpress"], interests: ["tech", "game", "sport", "outdoor", "book", "beauty", "fitness", "travel", "camera"],
    hours: [5, 20], cost: [60, 300], needsInventory: false, hourly: [0, 20],
    requirements: ["A domain and basic hosting (about $60-120 a year)", "Affiliate accounts (Amazon Associates or brand programmes)", "First-hand experience of what you review", "Basic SEO: one clear question per article"],
    firstSteps: ["List 30 questions people type into Google about {topic}", "Write the five most specific ones first, with your own photos", "Apply to two affiliate programmes once you have ten articles"],
  },
];

const physical: T[] = [
  {
    key: "print-on-demand", type: "physical", category: "E-commerce", difficulty: "beginner",
    title: "Print-on-demand {topic} designs", topicFrom: "interest", defaultTopic: "funny slogan",
    description: "Upload {topic} designs to Redbubble or Teespring; they print each shirt, sticker or mug when someone orders and ship it for you. You never hold stock, you earn a margin per sale.",
    skills: ["design", "draw", "illustr", "photoshop", "canva", "art"], interests: ["art", "game", "anime", "music", "pet", "sport", "meme", "fashion"],
    hours: [2, 15], cost: [0, 20], needsInventory: false, hourly: [2, 15],
    requirements: ["Free Redbubble or Teespring account", "Original designs (never copy brands or characters)", "A free design tool such as Canva or Krita", "Ten or more designs before sales start to come"],
    firstSteps: ["Search the platform for '{topic}' and note which designs have the most reviews", "Make ten original designs around one inside joke of {topic} fans", "Upload them with specific titles and tags, then add five more every week"],
  },
  {
    key: "declutter-resale", type: "physical", category: "Reselling", difficulty: "beginner",
    title: "Sell what you no longer use",
    description: "Photograph and list the clothes, games, books and gadgets you (and your family, with their permission) no longer use on Vinted, eBay or Depop. It costs nothing and teaches pricing, photos and shipping before you ever spend on stock.",
    skills: ["photo", "sell", "fashion", "negotiat"], interests: ["fashion", "game", "book", "vintage", "sneaker", "tech"],
    hours: [1, 6], cost: [0, 10], needsInventory: false, hourly: [8, 20],
    requirements: ["Things you own and no longer need", "A phone camera and daylight", "A free Vinted, eBay or Depop account", "Packaging you can reuse"],
    firstSteps: ["Gather 20 items you have not used in a year", "Check sold (not listed) prices for each on eBay or Vinted", "List five a day with three photos each, priced to sell within two weeks"],
  },
  {
    key: "plant-propagation", type: "physical", category: "Home & Garden", difficulty: "beginner",
    title: "Rooted plant cuttings for local buyers",
    description: "Grow new plants from cuttings of popular houseplants (pothos, monstera, spider plants) and sell them rooted in small pots on Facebook Marketplace or at school and local fairs.",
    skills: ["garden", "plant", "grow"], interests: ["plant", "garden", "nature", "home", "eco", "sustain"],
    hours: [2, 8], cost: [10, 60], needsInventory: false, hourly: [5, 15],
    requirements: ["A few healthy mother plants (yours or a friend's)", "Jars and small pots", "A bright windowsill", "Patience: roots take 3-6 weeks"],
    firstSteps: ["Take ten cuttings from the plants you already have", "Photograph their progress weekly to use in your listings", "List the first rooted ones on Facebook Marketplace at a starter price"],
  },
  {
    key: "handmade-made-to-order", type: "physical", category: "Handmade", difficulty: "beginner",
    title: "Made-to-order {topic} jewellery", topicFrom: "interest", defaultTopic: "beaded",
    description: "Make {topic} bracelets, earrings or keyrings only after someone orders, so you buy just the materials for your samples. Sell on Etsy, Instagram or at school fairs.",
    skills: ["craft", "jewel", "bead", "sew", "knit", "handmade", "art"], interests: ["fashion", "jewel", "art", "craft", "anime", "music"],
    hours: [4, 20], cost: [25, 150], needsInventory: false, hourly: [5, 18],
    requirements: ["Materials for five or six samples", "Basic tools (pliers, thread, clasps)", "Good photos of the samples", "A shop on Etsy or an Instagram page"],
    firstSteps: ["Make five samples in one style around {topic}", "Photograph them on a plain background in daylight", "Post them and take the first orders with a clear 5-7 day making time"],
  },
  {
    key: "pod-store", type: "physical", category: "E-commerce", difficulty: "intermediate",
    title: "Your own {topic} print-on-demand shop", topicFrom: "interest", defaultTopic: "hobby",
    description: "Open a small Shopify or Etsy shop for {topic} fans, connected to a print-on-demand partner such as Printful, which prints and ships each order. You own the brand and the customer list.",
    skills: ["design", "market", "social", "shopify", "brand"], interests: ["fashion", "sport", "game", "pet", "music", "fitness", "outdoor"],
    hours: [5, 20], cost: [40, 300], needsInventory: false, hourly: [0, 20],
    requirements: ["A Shopify or Etsy shop", "A Printful or Printify account (free; you pay per order)", "One sample order to check quality", "A small budget for test ads or content"],
    firstSteps: ["Order one sample of your best {topic} design to check print quality", "Launch with 8-12 products, not 100", "Post daily short videos showing the product in use for 30 days"],
  },
  {
    key: "thrift-flipping", type: "physical", category: "Reselling", difficulty: "intermediate",
    title: "Thrift flipping {topic}", topicFrom: "interest", defaultTopic: "vintage clothing",
    description: "Buy underpriced {topic} at charity shops and car-boot sales and resell online for more. It means putting money into stock before you sell, so start with what you know the sold prices of.",
    skills: ["fashion", "sell", "photo", "negotiat"], interests: ["fashion", "vintage", "sneaker", "game", "book", "retro"],
    hours: [5, 20], cost: [60, 400], needsInventory: true, hourly: [8, 25],
    requirements: ["Money for a first small batch of stock", "Knowledge of brands and sold prices", "A phone camera and a Vinted/eBay/Depop account", "Space to store items"],
    firstSteps: ["Study 50 sold listings of {topic} and write down the brands that sell fast", "Spend no more than a third of your budget on the first haul", "Relist anything unsold after three weeks at a lower price"],
  },
  {
    key: "printed-accessories", type: "physical", category: "Handmade", difficulty: "intermediate",
    title: "3D-printed {topic} accessories", topicFrom: "interest", defaultTopic: "desk",
    description: "Design and 3D-print useful {topic} accessories (holders, organisers, replacement parts) and print each one when it is ordered. A beginner printer pays for itself after a few dozen sales.",
    skills: ["3d", "cad", "design", "engineer", "blender", "fusion"], interests: ["game", "tech", "desk", "car", "tabletop", "cosplay"],
    hours: [5, 20], cost: [250, 600], needsInventory: false, hourly: [8, 25],
    requirements: ["A beginner 3D printer ($200-400) and filament", "Basic CAD skills (Tinkercad or Fusion)", "Original designs or models licensed for sale", "An Etsy shop"],
    firstSteps: ["Print and test three {topic} accessories you would use yourself", "Check that any model you did not design allows commercial use", "List them on Etsy with photos of the item in use"],
  },
  {
    key: "candles-markets", type: "physical", category: "Handmade", difficulty: "intermediate",
    title: "Small-batch candles for local markets",
    description: "Make soy candles in a few signature scents and sell them at weekend markets and to local gift shops. You make stock ahead of each market, so keep the first batches small.",
    skills: ["craft", "handmade", "design", "sell"], interests: ["home", "decor", "gift", "craft", "eco"],
    hours: [5, 20], cost: [80, 300], needsInventory: true, hourly: [6, 18],
    requirements: ["Wax, wicks, jars and fragrance for a first batch", "Safety labels required where you sell", "A market stall booking or a shop to stock you", "Product liability cover where markets ask for it"],
    firstSteps: ["Make three test batches and burn-test each for a full evening", "Design a simple label with the safety wording your area requires", "Book one local market and make 30 candles for it"],
  },
  {
    key: "amazon-arbitrage", type: "physical", category: "E-commerce", difficulty: "advanced",
    title: "Retail arbitrage on Amazon FBA",
    description: "Buy discounted products in shops and clearance sales and resell them on Amazon, whose warehouses store and ship them (FBA). Margins are thin and fees are many, so it rewards careful scanning.",
    skills: ["sell", "math", "negotiat", "business"], interests: ["business", "deal", "shopping"],
    hours: [10, 30], cost: [500, 3000], needsInventory: true, hourly: [5, 30],
    requirements: ["Money for stock (start with $300-500 of it)", "An Amazon seller account (monthly fee) and being 18+", "The Amazon Seller app to check fees and restrictions", "Boxes, labels and a way to send them to the warehouse"],
    firstSteps: ["Scan 100 clearance items with the Seller app and note which clear a 30% margin after fees", "Buy only items that sold at least 10 times last month", "Send a first small shipment and track every cost in a sheet"],
  },
  {
    key: "own-brand", type: "physical", category: "E-commerce", difficulty: "advanced",
    title: "An own-brand {topic} product", topicFrom: "interest", defaultTopic: "everyday",
    description: "Develop one improved {topic} product with a manufacturer, order a small first batch and sell it under your own brand online. It needs real capital and tens of hours a week, and it builds an asset you own.",
    skills: ["design", "market", "business", "brand", "negotiat", "engineer"], interests: ["fitness", "pet", "outdoor", "kitchen", "beauty", "tech", "sport"],
    hours: [15, 50], cost: [800, 5000], needsInventory: true, hourly: [0, 40],
    requirements: ["Capital for samples and a first batch of stock", "A supplier found through Alibaba or a local maker, vetted with samples", "A Shopify store or Amazon listing", "Product testing and labelling rules for your market"],
    firstSteps: ["Read 100 one-star reviews of the best-selling {topic} products and list what annoys buyers", "Order samples from three suppliers and compare them side by side", "Pre-sell to a waitlist before paying for the first batch"],
  },
  {
    key: "dropshipping", type: "physical", category: "E-commerce", difficulty: "advanced",
    title: "A {topic} dropshipping store", topicFrom: "interest", defaultTopic: "gadget",
    description: "Sell {topic} products through your own store while a supplier ships each order. You hold no stock, but you pay for the store and for ads, and slow shipping or poor quality costs you customers.",
    skills: ["market", "ads", "shopify", "social", "video", "copy"], interests: ["tech", "pet", "fitness", "home", "beauty", "car", "gadget"],
    hours: [10, 40], cost: [300, 1500], needsInventory: false, hourly: [0, 30],
    requirements: ["A Shopify store and a supplier with tracked shipping", "An ad budget to test products ($200+)", "Test orders to check quality and delivery time", "Clear refund and delivery policies"],
    firstSteps: ["Order the product yourself first and time the delivery", "Build a one-product store with your own photos and an honest delivery estimate", "Test it with a small ad budget and stop after $100 without sales"],
  },
];

const service: T[] = [
  {
    key: "tutoring", type: "service", category: "Education", difficulty: "beginner",
    title: "Online tutoring in {topic}", topicFrom: "skill", defaultTopic: "maths",
    description: "Tutor younger students in {topic} over video calls or at the local library. Parents pay for results, and one happy family usually brings the next through word of mouth.",
    skills: ["math", "english", "science", "physics", "chemist", "biology", "teach", "tutor", "language", "spanish", "french", "german", "code", "program", "music", "piano", "guitar"], interests: ["teach", "education", "learn", "kid"],
    hours: [2, 20], cost: [0, 20], needsInventory: false, hourly: [15, 35],
    requirements: ["Strong grades or real skill in the subject", "A laptop with a camera, or a quiet public place", "Parents' consent if your students are minors", "A simple lesson plan for the first session"],
    firstSteps: ["Write a one-paragraph offer: subject, ages, price per hour and a free first 20 minutes", "Share it with three teachers, parent groups and your neighbours", "Ask each new family for a short review after the third lesson"],
  },
  {
    key: "pet-care", type: "service", category: "Local Services", difficulty: "beginner",
    title: "Dog walking and pet sitting",
    description: "Walk dogs and look after pets while owners work or travel, through Rover or your own neighbourhood. Reliability is the product: owners pay well for someone they can trust with their animals.",
    skills: ["animal", "pet", "dog"], interests: ["dog", "pet", "animal", "cat", "outdoor", "walk"],
    hours: [3, 20], cost: [0, 30], needsInventory: false, hourly: [12, 25],
    requirements: ["Love of animals and time during the day", "Poop bags, a spare lead and treats", "References from neighbours or family", "A Rover profile or flyers in your area (check the platform's age rule)"],
    firstSteps: ["Offer three neighbours a discounted first walk to earn reviews", "Make a simple card with your prices, area and availability", "Send owners a photo and a note after every walk"],
  },
  {
    key: "social-media-manager", type: "service", category: "Marketing Services", difficulty: "intermediate",
    title: "Social media for one local business",
    description: "Run Instagram or TikTok for a café, salon or gym nearby: plan posts, film short videos and reply to comments. One client on a monthly retainer is a real, repeatable income.",
    skills: ["social", "instagram", "tiktok", "market", "content", "video", "photo", "canva", "copy"], interests: ["social", "food", "fashion", "fitness", "beauty", "marketing"],
    hours: [4, 20], cost: [0, 20], needsInventory: false, hourly: [15, 35],
    requirements: ["A feed of your own that shows you can post well", "A phone that films good video", "Canva and CapCut (free plans)", "A one-page monthly offer with a clear price"],
    firstSteps: ["Pick five local businesses with weak or stale accounts", "Make three sample posts for one of them before you pitch", "Offer a one-month trial at a founding price, then a monthly retainer"],
  },
  {
    key: "tech-help", type: "service", category: "Local Services", difficulty: "beginner",
    title: "Tech help for older neighbours",
    description: "Help older people set up phones, video calls, online banking security and smart TVs, at home or in a library. Patience and plain words are worth more here than deep technical knowledge.",
    skills: ["tech", "computer", "phone", "it", "support"], interests: ["tech", "help", "community", "volunteer"],
    hours: [2, 10], cost: [0, 20], needsInventory: false, hourly: [15, 30],
    requirements: ["Confidence with phones, tablets and laptops", "Patience and clear explanations", "A short checklist of the tasks you offer", "Flyers for libraries, community centres and churches"],
    firstSteps: ["Offer a free session to a grandparent or neighbour and ask for a reference", "Put up flyers with a fixed price per visit in three community places", "Leave a printed how-to sheet after each visit so people call you again"],
  },
  {
    key: "proofreading", type: "service", category: "Freelance Online", difficulty: "beginner",
    title: "Proofreading and CV polishing",
    description: "Proofread essays, CVs, cover letters and website copy for students and job-seekers, online through Fiverr or by word of mouth. Fast turnaround and tracked changes win repeat clients.",
    skills: ["writ", "english", "edit", "grammar", "proofread", "copy"], interests: ["book", "writ", "career", "language"],
    hours: [2, 15], cost: [0, 0], needsInventory: false, hourly: [12, 30],
    requirements: ["Excellent spelling and grammar", "Word or Google Docs with tracked changes", "A free Fiverr profile", "A before/after sample"],
    firstSteps: ["Edit two sample texts and show the tracked changes", "Publish a gig with a per-500-words price and 24-hour delivery", "Offer a CV review to five friends in exchange for honest reviews"],
  },
  {
    key: "virtual-assistant", type: "service", category: "Freelance Online", difficulty: "beginner",
    title: "Virtual assistant for small business owners",
    description: "Handle inboxes, calendars, bookings, invoices and research for busy owners, fully remote. Owners who trust you hand over more hours over time.",
    skills: ["organi", "admin", "email", "excel", "calendar", "research", "english", "custom"], interests: ["business", "organi"],
    hours: [5, 40], cost: [0, 20], needsInventory: false, hourly: [12, 25],
    requirements: ["Reliable internet and a laptop", "Organised, quick written communication", "Google Workspace and a scheduling tool (free tiers)", "A clear list of tasks you take on"],
    firstSteps: ["List ten admin tasks you can do well today", "Make a one-page offer with a 10-hour monthly package", "Message ten local owners or coaches on LinkedIn with that offer"],
  },
  {
    key: "garden-care", type: "service", category: "Local Services", difficulty: "beginner",
    title: "Lawn mowing and garden tidy-ups",
    description: "Mow lawns, rake leaves and weed gardens for neighbours, using their tools at first. Seasonal, local and visible: every finished garden advertises you.",
    skills: ["garden", "plant", "outdoor"], interests: ["outdoor", "garden", "nature", "sport"],
    hours: [4, 30], cost: [0, 300], needsInventory: false, hourly: [15, 30],
    requirements: ["Customers' own mowers and tools at first", "Gloves and sturdy shoes", "Flyers or a post in the neighbourhood group", "Permission from a parent if you are under 18"],
    firstSteps: ["Offer three neighbours a first job at a starter price", "Take before/after photos of each garden", "Post them in the local community group with your prices and free days"],
  },
  {
    key: "car-detailing", type: "service", category: "Local Services", difficulty: "intermediate",
    title: "Mobile car washing and detailing",
    description: "Wash and detail cars at people's homes or workplaces. Good equipment and a visible before/after portfolio let you charge well above a drive-through wash.",
    skills: ["car", "clean", "detail"], interests: ["car", "motor", "clean"],
    hours: [6, 40], cost: [100, 500], needsInventory: false, hourly: [20, 40],
    requirements: ["Buckets, microfibre cloths, car shampoo and interior products", "A way to reach customers' cars (a bike trailer works to start)", "Access to water where you work", "Insurance once you take regular jobs"],
    firstSteps: ["Detail a family car and photograph every step", "Offer a launch price to neighbours and colleagues of your parents", "Sell a monthly maintenance wash to every happy customer"],
  },
  {
    key: "cleaning-business", type: "service", category: "Local Services", difficulty: "advanced",
    title: "A full-time home cleaning business",
    description: "Build a home and end-of-tenancy cleaning business with regular weekly clients, then hire help as the calendar fills. It is hard physical work and one of the most reliable full-time service businesses to start.",
    skills: ["clean", "organi", "manag", "custom"], interests: ["clean", "home", "business"],
    hours: [30, 50], cost: [300, 2000], needsInventory: false, hourly: [20, 40],
    requirements: ["Cleaning equipment and products", "Public liability insurance", "Transport between homes", "Booking and invoicing software (free tiers exist)"],
    firstSteps: ["Price three standard packages against local competitors", "Clean three homes at a launch price in exchange for reviews", "Offer every client a weekly or fortnightly slot"],
  },
];

const creative: T[] = [
  {
    key: "stock-photos", type: "creative", category: "Photography", difficulty: "beginner",
    title: "Stock photos of {topic}", topicFrom: "interest", defaultTopic: "everyday life",
    description: "Shoot {topic} photos with your phone and upload them to Adobe Stock and Shutterstock, which pay a royalty each time someone licenses one. Income is small per photo and adds up with a large portfolio.",
    skills: ["photo", "camera", "edit", "lightroom"], interests: ["photo", "travel", "food", "nature", "city", "pet", "sport"],
    hours: [2, 10], cost: [0, 0], needsInventory: false, hourly: [1, 8],
    requirements: ["A recent phone or camera", "Free contributor accounts (check the age rule, often 18+)", "Model releases for recognisable people", "Keywords on every photo"],
    firstSteps: ["Search the stock sites for '{topic}' and find what is missing or dated", "Shoot 50 clean, well-lit photos of those gaps", "Upload 20 a week with 25 precise keywords each"],
  },
  {
    key: "video-editing", type: "creative", category: "Creative Services", difficulty: "intermediate",
    title: "Short-form video editing for creators",
    description: "Edit TikToks, Reels and YouTube Shorts for creators and small brands who film but hate editing. Fast, punchy edits with captions are in steady demand.",
    skills: ["video", "edit", "premiere", "capcut", "davinci", "after effects", "tiktok", "youtube"], interests: ["video", "youtube", "tiktok", "film", "game", "music"],
    hours: [4, 25], cost: [0, 30], needsInventory: false, hourly: [15, 35],
    requirements: ["CapCut or DaVinci Resolve (free)", "A computer that can edit 1080p video", "A 30-second showreel of your best edits", "Quick turnaround (24-48 hours)"],
    firstSteps: ["Re-edit three videos from creators you like to build a showreel", "DM ten smaller creators a free first edit of one of their clips", "Offer a weekly package (for example five shorts a week)"],
  },
  {
    key: "digital-portraits", type: "creative", category: "Art & Illustration", difficulty: "beginner",
    title: "Custom {topic} portraits and illustrations", topicFrom: "interest", defaultTopic: "pet",
    description: "Draw custom digital {topic} portraits from customers' photos and sell them as files or prints through Etsy, Instagram or Ko-fi commissions. Personal gifts sell all year and peak before holidays.",
    skills: ["draw", "illustr", "art", "procreate", "paint", "krita", "sketch"], interests: ["art", "pet", "anime", "game", "fan", "family"],
    hours: [3, 20], cost: [0, 50], needsInventory: false, hourly: [8, 25],
    requirements: ["A drawing app (Krita is free) and a tablet or phone you already have", "A portfolio of 6-10 pieces in one style", "Clear commission terms (revisions, delivery time)", "A Ko-fi, Etsy or Instagram page"],
    firstSteps: ["Draw six {topic} portraits in one consistent style", "Post them with 'commissions open' and a fixed price list", "Offer the first three commissions at a launch price for reviews"],
  },
  {
    key: "beats", type: "creative", category: "Music", difficulty: "intermediate",
    title: "Beats and sample packs",
    description: "Produce beats and sample packs and license them on BeatStars or sell packs on Gumroad. A growing catalogue and steady uploads matter more than one perfect track.",
    skills: ["music", "produc", "beat", "fl studio", "ableton", "garageband", "dj"], interests: ["music", "rap", "hip hop", "edm", "gaming"],
    hours: [4, 20], cost: [0, 50], needsInventory: false, hourly: [0, 20],
    requirements: ["A free or owned DAW (GarageBand, Cakewalk, FL Studio)", "Headphones you trust", "A BeatStars or Gumroad account", "Royalty-free or self-made samples only"],
    firstSteps: ["Finish (not just start) five beats in one genre", "Upload them with clear tags, BPM and key", "Post short clips of each on TikTok or YouTube Shorts"],
  },
  {
    key: "logo-design", type: "creative", category: "Creative Services", difficulty: "intermediate",
    title: "Logos and brand kits for small businesses",
    description: "Design logos, colour palettes and simple brand kits for new businesses on Fiverr or for local shops. Packages with social templates sell better than a logo alone.",
    skills: ["design", "logo", "brand", "illustrator", "figma", "canva", "photoshop"], interests: ["design", "art", "business", "fashion"],
    hours: [3, 20], cost: [0, 20], needsInventory: false, hourly: [10, 35],
    requirements: ["Figma, Canva or Illustrator", "A portfolio of 5-6 concepts (made-up brands are fine)", "A short client questionnaire", "A Fiverr profile or a local client list"],
    firstSteps: ["Make brand kits for three imaginary local businesses", "Publish a three-tier Fiverr gig (logo, logo + palette, full kit)", "Pitch two real local businesses with a free concept sketch"],
  },
  {
    key: "faceless-channel", type: "creative", category: "Content", difficulty: "intermediate",
    title: "A faceless {topic} YouTube channel", topicFrom: "interest", defaultTopic: "study tips",
    description: "Make narrated or screen-recorded {topic} videos without showing your face. YouTube pays only after 1,000 subscribers and 4,000 watch hours, so early income comes from affiliate links, if at all.",
    skills: ["video", "edit", "writ", "voice", "youtube", "research"], interests: ["game", "tech", "history", "science", "finance", "study", "ai", "book"],
    hours: [5, 20], cost: [0, 100], needsInventory: false, hourly: [0, 15],
    requirements: ["A free editor (CapCut or DaVinci Resolve)", "A decent microphone or a quiet room", "Only footage and music you have the rights to", "A weekly upload schedule you can keep"],
    firstSteps: ["Pick one narrow question about {topic} per video", "Script, record and publish three videos before judging anything", "Study which titles and thumbnails get clicks in your analytics"],
  },
  {
    key: "event-photography", type: "creative", category: "Photography", difficulty: "advanced",
    title: "Portrait and event photography",
    description: "Photograph graduations, birthdays, small events and portraits for local clients. A camera, a portfolio and reliable delivery let you charge per session.",
    skills: ["photo", "camera", "lightroom", "edit"], interests: ["photo", "people", "event", "fashion"],
    hours: [5, 30], cost: [300, 1500], needsInventory: false, hourly: [25, 60],
    requirements: ["A camera with a portrait lens (used is fine)", "Lightroom or a free editor", "A portfolio of 20 strong photos", "A simple contract covering delivery and usage"],
    firstSteps: ["Do five free shoots with friends to build a portfolio", "Set three packages with a clear number of edited photos", "Post the portfolio where local parents and students look (Instagram, community groups)"],
  },
  {
    key: "voice-over", type: "creative", category: "Creative Services", difficulty: "intermediate",
    title: "Voice-overs for ads and explainer videos",
    description: "Record voice-overs for ads, explainer videos and e-learning through Fiverr or Voices. A treated room and a good microphone matter as much as the voice.",
    skills: ["voice", "act", "speak", "drama", "podcast", "audio"], interests: ["drama", "theatre", "podcast", "audio", "anime"],
    hours: [3, 15], cost: [60, 200], needsInventory: false, hourly: [15, 45],
    requirements: ["A USB microphone ($60-150)", "A quiet space with soft furnishings", "Free editing software (Audacity)", "A 60-second demo reel"],
    firstSteps: ["Record a 60-second demo with three styles (friendly, corporate, energetic)", "Publish a gig with per-100-words pricing", "Audition for five small jobs a week"],
  },
];

/** Every template, parsed by its schema when the module loads (a bad row fails the start and the tests). */
export const HUSTLE_TEMPLATES: readonly HustleTemplate[] = z.array(hustleTemplateSchema).parse([...digital, ...physical, ...service, ...creative]);
