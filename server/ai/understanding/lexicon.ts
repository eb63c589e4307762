/**
 * The curated lexicon of the understanding layer (docs/decisions/1434-one-understanding-layer-one-text-gate.md):
 * the catalogue's trades, and the skills, topics, audiences and channels people name, each with the words and
 * multi-word terms people use for it. Terms are written in their common form; matching stems both sides (Porter,
 * `stemmer`), so "silversmithing", "sterling rings" and "jewelry" need no entry of their own beyond one form.
 *
 * A trade is a line of the catalogue (./catalogue.ts says which niche, side hustle and idea it is). A skill, topic
 * or channel may lean to a trade: it decides the trade only when no trade term is in the text ("I love dogs" →
 * pets; "etsy shop selling rings" → jewellery, not Etsy's nothing).
 *
 * Adding a word is one line; tests/unit/understanding.test.ts measures the corpus after every change.
 */

export type ConceptKind = "trade" | "skill" | "topic" | "audience" | "channel" | "question" | "signal" | "model";

type Entry = {
  kind: ConceptKind;
  label: string;
  /** Comma-separated words and phrases. */
  terms: string;
  /** The trade this concept points to when no trade term is in the text. */
  leans?: string;
};

const trade = (label: string, terms: string) => ({ kind: "trade" as const, label, terms });
const skill = (label: string, terms: string, leans?: string) => ({ kind: "skill" as const, label, terms, leans });
const topic = (label: string, terms: string, leans?: string) => ({ kind: "topic" as const, label, terms, leans });
const audience = (label: string, terms: string) => ({ kind: "audience" as const, label, terms });
const channel = (label: string, terms: string, leans?: string) => ({ kind: "channel" as const, label, terms, leans });
/** What an idea says about its market, margins or build (Quick Validation's signals); it never leans to a trade. */
const signal = (label: string, terms: string) => ({ kind: "signal" as const, label, terms });
/** What a question to the mentor is about; it never leans to a trade. */
const question = (label: string, terms: string) => ({ kind: "question" as const, label, terms });
/** How an idea makes its money (a business plan's model: digital, subscription, resale, hourly, products); never leans. */
const model = (label: string, terms: string) => ({ kind: "model" as const, label, terms });

/** Ages under 18 as words, for the ages a person states ("I'm fifteen"). */
const AGE_WORDS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
};

/** An age under 18 written as a number or a word ("16", "sixteen"), or null. */
export function minorAgeOf(word: string): number | null {
  const n = /^\d+$/.test(word) ? Number(word) : (AGE_WORDS[word.toLowerCase()] ?? NaN);
  return n >= 10 && n <= 17 ? n : null;
}

/**
 * Every way of stating an age under 18 the underAge concept reads: "i'm 16", "i am sixteen", "at 15", "aged 14",
 * "17 years old", "16yo". Written out here so the layer reads them like any term (stems both sides).
 */
const MINOR_AGES_SAID = [...Array.from({ length: 8 }, (_, k) => String(10 + k)), ...Object.keys(AGE_WORDS)]
  .flatMap((age) => [
    ...["i'm", "im", "i am", "at", "aged", "age", "only", "turning", "just turned"].map((lead) => `${lead} ${age}`),
    `${age} years old`,
    `${age} yrs old`,
    `${age} yo`,
    ...(/^\d+$/.test(age) ? [`${age}yo`] : []),
  ])
  .join(", ");

export const LEXICON = {
  // ── Trades: the catalogue's lines ────────────────────────────────────────────────────────────────────────
  candles: trade(
    "candles and home fragrance",
    "candle, candle making, candlemaker, chandler, soy wax, beeswax candle, wax melt, wax tart, reed diffuser, room spray, home fragrance, scented candle, tealight, ?wick, bath bomb, bath salt, ?incense, fragrance oil, container candle, pillar candle, ?scent, ?scents, ?fragrance, diffuser, diffusers, reed diffusers",
  ),
  jewellery: trade(
    "jewellery",
    "jewellery, jewelry, jeweller, jeweler, silversmith, goldsmith, metalsmith, sterling silver, sterling ring, silver ring, gold ring, ring, necklace, earring, ?stud, hoop, bracelet, bangle, anklet, pendant, ?charm, beaded bracelet, beading, ?bead, wire wrap, wire wrapping, lapidary, gemstone, crystal jewellery, permanent jewellery, body jewellery, ?chain, cufflink, brooch, signet, engagement ring, resin jewellery, polymer clay earring, friendship bracelet, resin earring, clay earring, ceramic earring, ceramic jewellery, ceramic necklace, clay necklace, porcelain earring, wooden earring, permanent bracelet, permanent bracelets, permanent jewelry",
  ),
  pets: trade(
    "pets",
    "pet, pet supplies, pet shop, pet store, pet product, dog treat, dog collar, dog harness, dog lead, dog leash, dog bandana, dog walking, dog walker, dog sitting, pet sitting, pet sitter, dog grooming, dog groomer, groomer, pet grooming, cat toy, cat tree, catnip, aquarium, fish tank, aquascaping, reptile, hamster, rabbit, bird cage, pet food, raw feeding, puppy training, dog training, dog trainer, kennel, doggy daycare, pet boarding, litter, chew toy, harness, dog harness, dog coat",
  ),
  "food-from-home": trade(
    "food from home",
    "meal prep, meal prepping, meal delivery, home cooked meal, home cooking, homemade food, tiffin, dabba, lunch box, catering, caterer, private chef, personal chef, street food, food truck, food stall, food van, market stall food, supper club, pop up restaurant, ghost kitchen, dumpling, empanada, tamale, samosa, jollof, biryani, ?curry, bento, hot sauce, chilli sauce, chili sauce, salsa, ?jam, chutney, ?pickle, kimchi, pasta sauce, ready meal, frozen meal, batch cooking, food business, ?soup, arepa, pupusa, taco, burrito, pierogi, dim sum, cooking class, cookery class, ?sauce, lasagne, lasagna, chilli oil, chili oil, ramen, noodles, stew, portions, home cooked, dishes",
  ),
  baking: trade(
    "baking",
    "bake, baking, baker, bakery, home bakery, cake, cupcake, cookie, brownie, sourdough, bread, loaf, pastry, croissant, macaron, cheesecake, patisserie, pâtissier, celebration cake, wedding cake, birthday cake, cake decorating, cake pop, doughnut, donut, muffin, scone, banana bread, traybake, ?pie, ?tart, baklava, churro, cinnamon roll, bagel, gluten free baking, vegan cake, ?biscuit, pan dulce, cookie dough, bento cake, bento cakes, lunchbox cake, lunchbox cakes",
  ),
  tutoring: trade(
    "tutoring",
    "tutor, tutoring, tuition, private lesson, homework help, exam prep, ?revision, math, maths, algebra, geometry, calculus, trigonometry, ?statistics, physics, chemistry, biology, science tutoring, gcse, a level, a-level, sat, ?act prep, ?ib, igcse, 11 plus, eleven plus, matric, leaving cert, baccalaureate, essay help, reading tutor, phonics, times tables, piano lesson, guitar lesson, music lesson, coding lesson, study help, test prep, jee, neet, olympiad, ?exam, ?exams, prep classes, prep class, exam classes, extra lessons, extra classes, after school lessons, waec, wassce, jamb, neco, bece, ss1, ss2, ss3, kcse, kcpe, cxc, csec, hsc, vce, atar, ncea, cbse, icse, upsr, spm, enem, vestibular, matriculation",
  ),
  languages: trade(
    "language lessons",
    "language lesson, language tutor, language teacher, language exchange, esl, efl, tefl, tesol, english teacher, teach english, english lesson, spanish lesson, french lesson, german lesson, mandarin lesson, japanese lesson, korean lesson, arabic lesson, italian lesson, portuguese lesson, conversation practice, ielts, toefl, sign language, teach spanish, teach french, teach german, teach mandarin, teach korean, teach japanese, teach arabic, teach italian, teach portuguese, spanish conversation, french conversation, english conversation, conversation classes, conversation class, speaking practice, language classes, language class, language course",
  ),
  "digital-templates": trade(
    "digital templates",
    "notion template, notion, ?template, ?templates, canva template, spreadsheet template, excel template, google sheets template, budget spreadsheet, ?planner, printable, printables, digital planner, goodnotes, digital download, resume template, cv template, wedding planner printable, ?worksheet, digital product, lightroom preset, ?preset, airtable template, etsy digital, post template, instagram template, canva templates, social media template, ebook template, editable template, instant download, instant downloads, wedding invite template, invitation template, invite template, editable invite",
  ),
  resale: trade(
    "resale and vintage",
    "resale, !resell, !reseller, !reselling, ?flip, !flipper, !flipping, thrift, thrifting, thrifted, thrift store, charity shop, op shop, car boot, boot sale, garage sale, yard sale, estate sale, vintage, vintage clothing, secondhand, second hand, preloved, pre-loved, retro clothing, y2k, depop, vinted, poshmark, grailed, mercari, ebay flipping, facebook marketplace, wallapop, kleinanzeigen, leboncoin, ?bundle, retail arbitrage, thrift flip, antique, antiques, trading card, pokemon card, sports card, vinyl record, designer bag, collectible card, collectible toy, pre-owned, preowned, used games, old games, old video games, used video games, secondhand games",
  ),
  sneakers: trade(
    "sneakers",
    "sneaker, sneakerhead, ?trainer, ?kicks, jordans, air jordan, yeezy, dunks, nike dunk, air max, sneaker reselling, sneaker cleaning, sneaker restoration, sneaker customising, custom sneaker, shoe cleaning, shoe restoration, stockx, goat app, deadstock, trainer cleaning, air force 1, air force, af1, custom air force, trainers, midsole, midsoles, reglue, sole swap, jordan 1, jordan 1s, air force 1s, af1s, painted sneakers, painted shoes, custom painted shoes, custom painted air force, restoring sneakers",
  ),
  beauty: trade(
    "beauty",
    "?beauty, makeup, make-up, makeup artist, mua, skincare, skin care, cosmetics, lip gloss, lipstick, nail, nails, nail tech, nail technician, nail art, gel nails, press on nails, acrylics, lash, lashes, lash extensions, lash tech, brows, brow lamination, microblading, eyebrow threading, threading, waxing, hair braiding, braids, box braids, knotless braids, locs, barber, barbering, hairdresser, hairstylist, hair stylist, hair salon, wig, wigs, hair extensions, henna, mehndi, spray tan, ?facial, esthetician, aesthetician, body butter, lip balm, serum, beauty salon, fade, fades, skin fade, lineup, lineups, line up, taper, haircut, haircuts, trims, braider",
  ),
  "car-detailing": trade(
    "car detailing",
    "car detailing, detailing, detailer, car valeting, valeting, valet, car wash, mobile car wash, ceramic coating, paint correction, car cleaning, interior detailing, headlight restoration, auto detailing, window tint",
  ),
  cleaning: trade(
    "cleaning",
    "!cleaning, !cleaner, house cleaning, home cleaning, office cleaning, deep clean, end of tenancy, move out cleaning, airbnb cleaning, maid, housekeeping, window cleaning, window cleaner, carpet cleaning, pressure washing, power washing, jet washing, gutter cleaning, bin cleaning, oven cleaning, janitorial, laundry, ironing service",
  ),
  "video-editing": trade(
    "video editing",
    "video editing, video editor, edit video, editing video, youtube editing, reels editing, short form editing, tiktok editing, premiere pro, final cut, davinci resolve, ?capcut, ?after effects, motion graphics, colour grading, color grading, thumbnail design, videographer, videography, wedding videography, edit tiktok, edit reel, editing reels, edit youtube video, edit videos, edits for, premiere, davinci, clipping, clipper, podcast clips, cut podcasts, cut videos, cut clips, shorts and reels, reels and shorts, long form editing, long form video, long form videos, edit long form, long-form youtube",
  ),
  "graphic-design": trade(
    "graphic design",
    "graphic design, graphic designer, logo design, logo designer, brand identity, branding design, ?branding, poster design, flyer design, menu design, packaging design, figma, ?illustrator, ?photoshop, indesign, canva design, social media graphic, business card design, ?typography, sticker design, ui design, ux design, logo, logos, flyer, flyers, event flyers, posters and flyers, brand kit",
  ),
  software: trade(
    "websites and software",
    "web design, web designer, web development, web developer, ?website, ?websites, wordpress, shopify developer, webflow, squarespace, wix, landing page, ?app, ?apps, app development, mobile app, ios app, android app, saas, micro saas, chrome extension, browser extension, ?software, programmer, ?developer, coder, ?coding, ?code, programming, javascript, typescript, python, react, html, css, php, full stack, frontend, backend, ?api, ?bot, discord bot, booking app, booking system, booking site, build shopify store, build shopify stores, shopify setup, store setup, build online store, build websites, build website, site builds",
  ),
  photography: trade(
    "photography",
    "photography, photographer, ?photo, ?photos, photoshoot, photo shoot, portrait photography, portraits, headshot, wedding photography, event photography, product photography, stock photo, drone photography, real estate photography, newborn photography, lightroom, ?camera, dslr, mirrorless, pet photography, dog photography, flat lay, flat lays, product shots, product photos, white backdrop, drone shots, drone photography, drone footage, real estate photography, property photography",
  ),
  fitness: trade(
    "fitness coaching",
    "personal trainer, personal training, ?pt, fitness coach, fitness coaching, online coaching, strength coach, strength training, weightlifting, powerlifting, bodybuilding, ?gym, ?workout, workout plan, training plan, bootcamp, hiit, calisthenics, running coach, ?marathon, crossfit, kettlebell, pilates, zumba, spin class, fitness class, boxing coach, martial arts, karate, jiu jitsu, bjj, muay thai, swim coach, swimming lessons, football coaching, soccer coaching, basketball training, tennis coach, ?fitness, ?training, hypertrophy, training program, training programs, workout program, workout programs, check ins, check-ins, macros coaching",
  ),
  "print-on-demand": trade(
    "print-on-demand",
    "print on demand, ?pod, printful, printify, redbubble, teespring, spring store, ?merch, ?merchandise, custom t-shirt, custom tshirt, t-shirt, tshirt, ?tee, ?tees, hoodie, hoodies, ?mug, ?mugs, tote bag, phone case, ?sticker, ?stickers, decal, ?poster, art print, screen printing, screen print, vinyl cutting, cricut, heat press, sublimation, embroidered hat, custom cap, dtf",
  ),
  clothing: trade(
    "clothing and sewing",
    "clothing, clothing brand, clothing line, fashion brand, streetwear, streetwear brand, apparel, sew, sewing, seamstress, tailor, tailoring, alteration, alterations, dressmaking, dressmaker, pattern making, upcycling clothes, upcycled clothing, reworked, knit, knitting, knitwear, crochet, crocheting, embroidery, cross stitch, quilting, quilt, tie dye, hand painted jacket, lingerie, swimwear, modest fashion, abaya, hijab, sari, saree, kente, ankara, dashiki, kimono, scrunchie, bucket hat, beanie, baby clothes, hemming, hem trousers, taking in, school uniform, school uniforms, tailoring, tailor, seamstress",
  ),
  crafts: trade(
    "handmade crafts",
    "?craft, ?crafts, ?crafting, ?crafter, ?handmade, ?hand made, ?handcrafted, ?maker, ?craft fair, ?craft market, pottery, potter, ceramics, ceramicist, clay, polymer clay, woodwork, woodworking, woodworker, carpentry, wood carving, whittling, leather, leatherwork, leathercraft, wallet, resin art, macrame, weaving, glass, stained glass, glassblowing, calligraphy, lettering, paper craft, origami, card making, greeting card, scrapbooking, bookbinding, terrarium, dried flower, pressed flower, wreath, miniature, diorama, keychain, 3d printing, 3d printed, laser cutting, laser engraving, engraving, basket weaving, felting, candle holder, ?home decor, ?homeware, ?wall art, furniture flip, furniture flipping, upcycled furniture, upholstery, ?resin, ?wooden, ?wood, wooden toy, soap, soap making, soapmaker, cold process soap, shea butter soap, soap bar, melt and pour soap, amigurumi, crochet plushie, crochet plush, crochet toy, crochet animal, plushie, plush toy, soft toy, stuffed animal, coaster, resin coaster, modern calligraphy, hand lettering, wedding calligraphy, calligraphy print, wheel thrown, hand thrown, handthrown, stoneware, earthenware, kiln, slip cast",
  ),
  gardening: trade(
    "garden and lawn care",
    "lawn, lawn mowing, mowing, lawn care, grass cutting, gardening, gardener, garden maintenance, hedge trimming, weeding, yard work, leaf raking, snow shoveling, snow removal, tree trimming, allotment, vegetable garden, microgreens, seedlings, landscaping, landscape gardener, landscape gardening, raking, raking leaves, leaf removal, yard cleanup, yard cleanups, fall cleanup, yard work, leaves",
  ),
  plants: trade(
    "plants",
    "houseplant, houseplants, house plant, plant shop, plant propagation, ?propagation, ?cuttings, succulent, succulents, cactus, bonsai, monstera, pothos, orchid, plant care, repotting, air plant, kokedama, hoya, hoyas, anthurium, anthuriums, monstera, philodendron, pothos, calathea, alocasia, rare plants, aroid, aroids",
  ),
  "tech-repair": trade(
    "tech help and repair",
    "phone repair, screen repair, screen replacement, iphone repair, laptop repair, computer repair, pc repair, pc building, custom pc, gaming pc build, console repair, electronics repair, refurbished, refurbishing, refurb, tech support, it support, tech help, setting up wifi, smart home setup, printer setup, data recovery, device setup, fix phones, fix laptops, fixing computers, gaming pc, build pc, building pc, pc build, pc builder, phone screen, cracked screen, !soldering, ?laptop, ?laptops, virus removal, malware removal, battery swap, battery swaps, battery replacement, iphone screens, screen fixes, hdmi port, stick drift, controller repair, controller drift, ps5 repair, xbox repair, console fix",
  ),
  "social-media": trade(
    "social media management",
    "social media manager, social media management, smm, community manager, instagram management, managing instagram, content calendar, social media marketing, social media for small business, social media agency, digital marketing, marketing agency, facebook ads, meta ads, google ads, ppc, ?seo, search engine optimisation, email marketing, influencer marketing, instagram account, instagram accounts, run instagram, running instagram, manage instagram, social accounts, tiktok marketing, instagram marketing, facebook pages, manage instagram, managing instagram, page management, manage socials, managing socials, page manager, managing facebook pages",
  ),
  writing: trade(
    "writing and editing",
    "writing, writer, copywriting, copywriter, ?copy, content writing, content writer, ghostwriting, ghostwriter, ?blog, blogger, blogging, newsletter, substack, proofreading, proofreader, ?editing, ?editor, copy editing, translation, translator, transcription, resume writing, cv writing, grant writing, technical writing, ebook, e-book, self publishing, kdp, poetry, novel, short stories, essay editing, journalism",
  ),
  "music-audio": trade(
    "music and audio",
    "?music, musician, music producer, music production, ?beat, beats, beatmaker, ?producer, fl studio, ableton, logic pro, garageband, mixing, mastering, sound design, podcast, podcasting, podcast editing, audio editing, voice over, voiceover, voice actor, dj, djing, wedding dj, singer, singing, session musician, songwriter, jingle, sample pack, ?loops, rap, hip hop, drill, afrobeats, edm, ?audio, ?sound, ?voice",
  ),
  gaming: trade(
    "gaming",
    "gaming, gamer, esports, e-sports, game coaching, valorant, fortnite, league of legends, minecraft server, minecraft, roblox, roblox game, game dev, game development, indie game, ?unity, ?unreal, twitch, streamer, stream overlay, overlays, emotes, vtuber, retro console, retro games, retro gaming, game boy, ?nintendo, ?playstation, ?xbox, console restoration, gaming setup, speedrun, lan party, gaming tournament, ?stream, ?streaming, ?tournament, ?retro, ?console, ?consoles",
  ),
  "game-nights": trade(
    "game and quiz nights",
    "board game, board games, board game cafe, tabletop, ttrpg, dnd, d&d, dungeons and dragons, dungeon master, game master, rpg, trivia, quiz night, pub quiz, quiz, escape room, murder mystery, game night, card game",
  ),
  drinks: trade(
    "coffee and drinks",
    "coffee, coffee cart, coffee truck, barista, espresso, cold brew, coffee roasting, ?tea, bubble tea, boba, matcha, kombucha, ?juice, cold pressed juice, smoothie, lemonade, lemonade stand, hot chocolate, craft beer, homebrew, cider, mead, ginger beer, agua fresca, chai, horchata, ?drink, ?drinks",
  ),
  dropshipping: trade(
    "dropshipping",
    "dropshipping, dropship, drop shipping, dropshipper, aliexpress, cj dropshipping, ?shopify store, ?online store, ecommerce store, e-commerce store, private label, amazon fba, fba, amazon seller, ?wholesale, ?tiktok shop, winning product, ?trending products, one product store, one-product store, supplier ships, ships direct, ships directly, never hold inventory, cjdropshipping",
  ),
  art: trade(
    "art and illustration",
    "?art, ?artist, painting, painter, ?paint, watercolour, watercolor, acrylic painting, oil painting, ?canvas, mural, illustration, illustrator artist, ?drawing, ?draw, sketch, sketching, portrait commission, commissions, digital art, digital portrait, procreate, fan art, anime art, manga, comic, comics, character design, tattoo design, caricature, pet portrait painting, nft art, printmaking, linocut, pet portrait",
  ),
  "virtual-assistant": trade(
    "virtual assistance",
    "virtual assistant, ?va, admin assistant, administrative, data entry, inbox management, calendar management, bookkeeping assistant, customer service, ?customer support, chat support, research assistant, executive assistant, online assistant, ?typing, ?scheduling, admin support, admin work, ?admin",
  ),
  "content-creation": trade(
    "content creation",
    "content creator, content creation, youtuber, youtube channel, ?youtube, faceless channel, faceless youtube, tiktok creator, influencer, ugc, ugc creator, user generated content, instagram creator, vlog, vlogging, streamer content, blog content, ?reels, ?shorts, brand deals, faceless, tiktok channel, instagram page, theme page, ?content, ?reviews, ?product reviews, ?script, ?scriptwriting",
  ),
  courses: trade(
    "courses and workshops",
    "online course, ?course, ?courses, ?workshop, ?workshops, masterclass, cohort, webinar, teach a skill, teaching a skill, coaching program, mentoring, life coach, life coaching, career coaching, public speaking coach, excel course, skill course, ?coach, ?coaching, ?career, ?expert, online course teaching, course teaching, workshop teaching, teachable, kajabi, teachable course",
  ),
  bookkeeping: trade(
    "bookkeeping and money",
    "bookkeeping, bookkeeper, accounting, accountant, tax prep, tax return, taxes, payroll, invoicing, quickbooks, xero, money coaching, financial coaching, budget coaching, financial literacy, personal finance, investing course, cfo, do the books, doing books, doing the books",
  ),
  wellness: trade(
    "wellness classes",
    "yoga, yoga teacher, yoga instructor, meditation, mindfulness, breathwork, reiki, sound bath, massage, massage therapist, wellness coach, wellbeing, wellness retreat, stretching, tai chi, qigong, nutritionist, nutrition coaching, dietitian, health coach",
  ),
  "eco-products": trade(
    "eco products",
    "zero waste, zero-waste, refill, refill shop, refillery, plastic free, eco friendly, eco-friendly, sustainable products, reusable, beeswax wrap, bamboo toothbrush, ?compost, ?composting, ?recycling, upcycling, upcycled, carbon footprint, sustainability consulting",
  ),
  "gifts-delivery": trade(
    "gifts and flowers",
    "gift basket, gift box, gift hamper, hamper, care package, gift delivery, ?flower, ?flowers, florist, floristry, bouquet, flower arranging, ?balloon, balloon garland, balloon decor, party decor, party planning, event decor, subscription box, snack box",
  ),
  snacks: trade(
    "snacks",
    "snack, snacks, granola, protein bar, energy ball, trail mix, jerky, beef jerky, biltong, ?popcorn, ?chips, ?crisps, ?candy, ?sweets, ?chocolate, chocolatier, toffee, brittle, dried fruit, nut butter, peanut butter, healthy snack, fudge, confectionery, protein, oat bars, energy balls, flapjack, flapjacks",
  ),
  childcare: trade(
    "childcare",
    "babysitting, babysitter, nanny, childminder, childminding, au pair, kids party entertainer, face painting, children's party, kids club, after school club, holiday club",
  ),
  styling: trade(
    "personal styling",
    "personal stylist, personal styling, stylist, wardrobe edit, closet edit, image consultant, colour analysis, color analysis, personal shopper, outfit planning, personal shopping, personal shopper, shopping trips, picking outfits, outfit planning, wardrobe consultation, wardrobe consultations, capsule wardrobe",
  ),

  // ── Skills ──────────────────────────────────────────────────────────────────────────────────────────────
  design: skill(
    "design",
    "design, designer, designing, layout, visual design, aesthetic, colour, color, colours, colors",
    "graphic-design",
  ),
  drawing: skill(
    "drawing",
    "drawing, sketch, doodle, doodling, cartoon, animation, animate, animator, 3d modelling, 3d modeling, blender, 3d, cad, krita",
    "art",
  ),
  coding: skill(
    "coding",
    "programming, code, coding, developer, software engineer, engineer, engineering, tech, technology, computer, computers, computer science, lua, robotics, robot, stem, data, data analysis, analytics, excel, spreadsheet, spreadsheets, sql, web, digital, google sheets, sheets",
  ),
  ai: skill(
    "AI and automation",
    "ai, artificial intelligence, chatgpt, gpt, machine learning, ml, genai, llm, automation, automate, automating, zapier, make.com, no-code, nocode, no code, chatbot, prompt engineering",
    "software",
  ),
  writingSkill: skill(
    "writing",
    "write, writes, storytelling, story, stories, grammar, words, research, reading, books, book, literature, news, essay, essays",
    "writing",
  ),
  teaching: skill(
    "teaching",
    "teach, teaching, teacher, explain, explaining, educator, education, edtech, mentor, tutor skills, homework, school, classroom, lesson, lessons, learning, study, studying, student",
  ),
  speaking: skill(
    "speaking",
    "speaking, speaker, speakers, public speaking, talk, talking, presenting, presentation, acting, actor, drama, theatre, theater, improv, interview, interviewing, hosting, host, mc, emcee",
  ),
  cooking: skill(
    "cooking",
    "cook, cooking, chef, recipe, recipes, kitchen, cuisine, foodie, food, meal, meals, grill, bbq, barbecue, vegan food, halal, kosher",
    "food-from-home",
  ),
  selling: skill(
    "selling",
    "sales, selling, sell, negotiation, negotiating, haggling, deals, customer service skills, persuasion",
    undefined,
  ),
  marketing: skill(
    "marketing",
    "marketing, advertising, ads, social media, instagram marketing, brand building, growth, copy skills, seo skills, social, email",
    "social-media",
  ),
  organising: skill(
    "organising",
    "organising, organizing, organised, organized, organisation, organization, planning, plan, productivity, productive, time management, journaling, journal, bullet journal, calendar, declutter, decluttering",
  ),
  money: skill(
    "money",
    "money, finance, financial, banking, wealth, budget, budgeting, saving, savings, invest, investing, investment, stocks, crypto, bitcoin, economics, economy, numbers, maths skills, tax, accounting skills",
  ),
  fixing: skill(
    "fixing things",
    "fix, fixing, repair, repairing, repairs, handy, handyman, diy, mechanic, electronics, hardware, gadget, gadgets, build, building, tinker, tinkering, soldering skills",
  ),
  filming: skill(
    "filming",
    "video, videos, film, filming, filmmaker, filmmaking, camera work, editing, edit, editor skills, cinematography",
    "video-editing",
  ),
  caring: skill(
    "caring",
    "care, caring, carer, caregiver, nursing, nurse, first aid, patient, patience, kind, empathy, listening, support, supporting, volunteer, volunteering",
    undefined,
  ),
  sewingSkill: skill(
    "sewing",
    "sewing machine, hand sewing, needle, fabric, textiles, textile, yarn, wool, thread, pattern",
    "clothing",
  ),
  sport: skill(
    "sport",
    "sport, sports, athlete, athletic, running, runner, football, soccer, basketball, tennis, cricket, rugby, swimming, cycling, climbing, hiking, skateboarding, surfing, dance, dancing, dancer",
    "fitness",
  ),
  languagesSkill: skill(
    "languages",
    "language, languages, bilingual, fluent, spanish, french, german, italian, chinese, mandarin, cantonese, japanese, korean, arabic, portuguese, hindi, urdu, russian, latin, english, swahili, tagalog, polish, turkish",
    "languages",
  ),

  // ── Topics and interests ────────────────────────────────────────────────────────────────────────────────
  fashion: topic(
    "fashion",
    "fashion, style, stylish, outfit, outfits, clothes, wardrobe, fashion design, fashion designer, accessories, bags, handbag, hats, shoes, shoe",
    "clothing",
  ),
  beautyTopic: topic("beauty", "skin, hair, glow, self care, self-care, pamper, cosmetic, glam", "beauty"),
  petsTopic: topic(
    "animals",
    "dog, dogs, puppy, puppies, cat, cats, kitten, kittens, animal, animals, vet, veterinary, pawsome, fur baby",
    "pets",
  ),
  gardenTopic: topic(
    "nature",
    "garden, plant, plants, grow, growing, nature, outdoors, outdoor, flowers and plants, botany",
    "gardening",
  ),
  green: topic(
    "the environment",
    "eco, green, environment, environmental, climate, sustainable, sustainability, planet, ethical, vegan, organic, plastic, waste, carbon",
    "eco-products",
  ),
  games: topic(
    "games",
    "game, games, play, playing, puzzle, puzzles, chess, tabletop games, cards, collecting, collector, collect",
  ),
  health: topic(
    "health",
    "health, healthy, healthy eating, nutrition, diet, protein, macros, wellness, mental health, self improvement, longevity, sleep",
    "wellness",
  ),
  travel: topic(
    "travel",
    "travel, travelling, traveling, trips, backpacking, culture, cultures, tourism, tour guide, tours",
    undefined,
  ),
  homeTopic: topic(
    "home",
    "home, interior, interiors, interior design, decor, decorating, cosy, cozy, furniture, house",
  ),
  cars: topic("cars", "car, cars, auto, automotive, motor, motors, motorbike, motorcycle, bike, bikes, vehicle, truck"),
  giftsTopic: topic(
    "gifts",
    "gift, gifts, gifting, present, presents, party, parties, wedding, weddings, birthday, celebrations, events, event, delivery, deliveries",
  ),
  musicTopic: topic(
    "music",
    "song, songs, band, guitar, piano, drums, violin, ukulele, concert, festival, vinyl",
    "music-audio",
  ),
  tech: topic("tech", "tech news, gadgets news, smartphones, phone, phones, iphone, android, laptop, laptops, pc"),
  anime: topic(
    "anime and fandoms",
    "anime, kpop, k-pop, fandom, fandoms, cosplay, otaku, marvel, star wars, harry potter, taylor swift, swifties, fan, fans",
    "art",
  ),
  coffeeTopic: topic("coffee and tea", "caffeine, cafe, café, coffee shop, tea party", "drinks"),
  sweets: topic("desserts", "dessert, desserts, sweet treats, treats, sweet tooth", "baking"),
  business: topic(
    "business",
    "business, business owners, entrepreneur, entrepreneurship, startup, start up, side hustle, hustle, ecommerce, e-commerce, online business, small business, passive income, make money online, consulting, consultant, management, manager, curating, curation",
    undefined,
  ),
  memes: topic("memes and humour", "meme, memes, funny, humour, humor, jokes, comedy", "print-on-demand"),
  history: topic(
    "history",
    "history, historical, geography, politics, philosophy, science, space, astronomy, psychology",
  ),

  retail: topic(
    "retail and online shops",
    "ecommerce, e-commerce, retail, online retail, shop, shop owners, store, online store, marketplace",
  ),
  media: topic(
    "entertainment and media",
    "entertainment, media, publishing, movies, television, tv, streaming service",
  ),
  tools: topic("software tools", "subscription software, b2b software, tool, tools, saas tool"),
  fintech: topic("fintech", "fintech, payments, payment app, neobank, crypto wallet, lending"),
  web3: topic("blockchain and web3", "blockchain, web3, crypto, cryptocurrency, nft, defi, token"),
  energy: topic("energy", "energy, solar, solar panel, renewable, renewables, ev, electric vehicle, clean energy"),

  // ── Audiences ───────────────────────────────────────────────────────────────────────────────────────────
  students: audience(
    "students",
    "students, ?student, pupils, uni students, university students, college students, teens, teenagers, gen z, young people, kids studying",
  ),
  parents: audience(
    "parents",
    "parents, ?parent, mums, moms, ?mom, ?mum, dads, ?dad, mothers, fathers, families, ?family, new parents, toddlers, babies, ?baby, children, kids, ?child",
  ),
  professionals: audience(
    "professionals",
    "professionals, office workers, remote workers, freelancers, nurses, teachers, doctors, lawyers, tradespeople, busy professionals, commuters, shift workers, millennials, young professionals",
  ),
  smallBusinesses: audience(
    "small businesses",
    "small businesses, small business owners, business owners, shop owners, local businesses, ?shops, ?restaurants, ?cafes, ?salons, ?startups, ?brands, founders, entrepreneurs, realtors, estate agents",
  ),
  petOwners: audience("pet owners", "pet owners, dog owners, cat owners, pet parents, dog lovers, cat lovers"),
  seniors: audience(
    "older people",
    "seniors, elderly, older people, older adults, retirees, pensioners, grandparents, over 60s, over 50s, boomers, baby boomers, gen x",
  ),
  women: audience("women", "women, ?woman, ladies, girls, brides, bridesmaids, mums to be"),
  men: audience("men", "men, guys, gym bros, grooms, boys"),
  gamers: audience("gamers", "gamers, streamers, twitch streamers, ?players"),
  creators: audience("creators", "creators, youtubers, tiktokers, influencers, podcasters, artists, musicians"),
  athletes: audience("athletes", "athletes, runners, gym goers, lifters, cyclists, footballers"),
  locals: audience(
    "neighbours",
    "neighbours, neighbors, ?neighbourhood, ?neighborhood, ?local, locals, ?community, ?my area, ?my town, ?my city, ?village, ?estate",
  ),
  tourists: audience("tourists", "tourists, visitors, travellers, travelers, backpackers"),
  couples: audience("couples", "couples, newlyweds, singles"),
  learners: audience("learners", "learners, beginners, graduates, grads, readers, adults, youth"),
  workers: audience(
    "workers and trades",
    "workers, employees, managers, drivers, truckers, farmers, designers, developers, programmers, engineers, writers, photographers, tutors, coaches, therapists, accountants, sellers, solopreneurs",
  ),
  hobbyists: audience(
    "hobbyists",
    "hobbyists, climbers, hikers, gardeners, crafters, knitters, bakers, cooks, chefs, vegans, collectors",
  ),
  residents: audience("homeowners and renters", "homeowners, landlords, renters, tenants"),
  newcomers: audience("newcomers and veterans", "expats, nomads, immigrants, veterans"),
  patients: audience("patients and carers", "patients, caregivers, carers"),

  // ── Channels ────────────────────────────────────────────────────────────────────────────────────────────
  etsy: channel("Etsy", "etsy, etsy shop, etsy store"),
  depop: channel("Depop", "depop shop", "resale"),
  vinted: channel("Vinted", "vinted shop", "resale"),
  ebay: channel("eBay", "ebay, ebay store, ebay shop", "resale"),
  amazon: channel("Amazon", "amazon, amazon store, amazon shop", "dropshipping"),
  shopify: channel("Shopify", "shopify", "dropshipping"),
  instagram: channel("Instagram", "instagram, insta, ig", undefined),
  tiktok: channel("TikTok", "tiktok, tik tok", undefined),
  facebook: channel("Facebook", "facebook, facebook group, fb", undefined),
  whatsapp: channel("WhatsApp", "whatsapp, whatsapp group, telegram", undefined),
  fiverr: channel("Fiverr and Upwork", "fiverr, upwork, freelancer.com, freelance, freelancing, gig, gigs", undefined),
  markets: channel(
    "markets and fairs",
    "market, markets, farmers market, market stall, stall, craft fair, fairs, pop up, pop-up, car boot sale, bazaar, flea market",
    undefined,
  ),
  website: channel("own website", "my website, own website, online shop, webshop, web shop", undefined),

  // ── What questions are about (the mentor's playbooks) ───────────────────────────────────────────────────
  validating: question(
    "validating an idea",
    "validate, validation, test my idea, test an idea, test the idea, good idea, demand, will people buy, worth building, survey, market research, mvp, prototype",
  ),
  pricingQuestion: question(
    "pricing",
    "price, pricing, charge, how much, margin, discount, expensive, cheap, profit, cost, fee, rate",
  ),
  customersQuestion: question(
    "finding customers",
    "first customer, first sale, get customers, find customers, client, buyer, nobody buys, no sales, lead",
  ),
  promoting: question("promoting", "promote, promotion, followers, audience, channel, seo, content, youtube"),
  supplying: question(
    "suppliers and stock",
    "supplier, suppliers, manufacturer, wholesale, alibaba, aliexpress, dropship, dropshipping, inventory, stock, sourcing, shipping, moq",
  ),
  timeQuestion: question(
    "time",
    "time, busy, schedule, school, job, balance, productive, productivity, procrastinate, hours, overwhelmed, focus, routine",
  ),
  motivationQuestion: question(
    "motivation",
    "motivation, motivated, give up, quit, stuck, failing, failure, scared, afraid, confidence, discouraged, tired, doubt",
  ),
  legalQuestion: question(
    "legal and tax",
    "legal, law, tax, taxes, license, licence, register, registration, llc, business structure, contract, insurance, trademark, invoice, vat, sales tax",
  ),

  // What a question needs a careful answer for (server/ai/knowledge/mentor/careful-answers.ts): licences and the law,
  // tax, the rules on food made at home, and selling under 18.
  licensing: question(
    "licences and permits",
    "licence, license, licences, licenses, licensing, licensed, permit, permits, legal, legally, illegal, law, laws, lawful, register, registration, registered, regulation, regulations, inspection, trading standards, allowed to, not allowed, am i allowed, is it allowed, are we allowed",
  ),
  taxRules: question(
    "tax",
    "tax, taxes, taxed, taxable, taxation, vat, gst, hst, irs, hmrc, cra, ato, self employed, self employment, self assessment, sole trader tax, national insurance, 1099, declare, declaring, deductible, deduction, deductions",
  ),
  foodRules: question(
    "food made at home",
    "cottage food, cottage food law, cottage law, cottage bakery, hygiene rating, hygiene certificate, allergen, allergens, food handler's permit",
  ),
  underAge: question(
    "selling under 18",
    `too young, under 18, under eighteen, u18, underage, under age, minor, minors, teen, teens, teenager, teenagers, my age, age limit, age requirement, minimum age, legal age, how old, old enough, parental consent, parent permission, parents permission, ${MINOR_AGES_SAID}`,
  ),

  // ── How an idea makes its money (a business plan's model, server/ai/knowledge/plan/economics.ts) ────────
  // Read as written (conceptsAnywhere's asWritten): every form a model is named by is listed.
  digitalModel: model(
    "digital downloads",
    "template, templates, download, downloads, downloadable, printable, printables, ebook, ebooks, e-book, e-books, preset, presets, digital, notion, plugin, plugins, font, fonts, course, courses, pdf, pdfs, worksheet, worksheets, svg, svgs, sample pack, sample packs, stock photo, stock photos, clip art",
  ),
  subscriptionModel: model(
    "subscriptions",
    "subscribe, subscribed, subscribes, subscriber, subscribers, subscription, subscriptions, membership, memberships, monthly box, monthly boxes, subscription box, subscription boxes, monthly membership, monthly plan, monthly plans, patreon, recurring revenue, recurring billing",
  ),
  resaleModel: model(
    "stock bought and resold",
    "resell, resells, reselling, resold, reseller, resellers, re-sell, re-selling, resale, thrift, thrifting, thrifted, thrifty, thrift store, thrift stores, vintage, flip, flips, flipping, flipped, flipper, flippers, sneaker, sneakers, second hand, secondhand, preloved, pre-loved, consignment, arbitrage, dropship, dropshipping, dropshiping, dropshipped, dropshipper, dropshippers, drop shipping, buy and sell, buying and selling",
  ),
  hourlyModel: model(
    "a service sold by the hour",
    "tutor, tutors, tutoring, tutored, tutoring service, lesson, lessons, coach, coaches, coaching, coached, session, sessions, consult, consults, consulting, consultant, consultants, consultancy, cleaning, cleans, deep clean, deep cleans, end of tenancy, pressure washing, power washing, jet washing, ironing service, cleaning service, dog walk, dog walks, dog walking, dog walker, dog walkers, pet sitting, pet sitter, babysit, babysitting, babysitter, babysitters, nanny, childminding, repair, repairs, mow, mows, mowing, mower, mowers, lawn, lawns, detailing, valeting, freelance, freelancer, freelancers, freelancing, hourly, hourly rate, per hour, by the hour, per session, per lesson, retainer, retainers, agency, agencies, handyman",
  ),
  productModel: model(
    "products made and sold",
    "product sales, per item, per product, per piece, per unit, physical product, physical products",
  ),

  // ── What an idea says about its market, margins and build (Quick Validation) ───────────────────────────
  /**
   * Trades outside the catalogue, named so a word they share with one of ours does not make them ours ("tattoo
   * artist" is not art, "security guard for concerts" is not music): read with a trade term's weight, and a text
   * they weigh most in has no trade (docs/decisions/1494-a-dictionary-for-near-spellings-and-the-language-gate.md).
   */
  outsideTrade: signal(
    "a trade outside our catalogue",
    "plumber, plumbing, electrician, electrical contractor, driving instructor, driving lessons, driving school, real estate, estate agent, realtor, property management, letting agent, insurance, insurance broker, mortgage broker, vending machine, vending machines, security guard, security guards, bouncer, bodyguard, scaffolding, scaffolder, courier service, bike courier, removals, removal company, moving company, man and van, locksmith, roofer, roofing, bricklayer, plasterer, house builder, building contractor, car mechanic, mechanic, taxi driver, uber driver, delivery driver, lawyer, solicitor, dentist, pharmacist, tattoo artist, tattooist, tattooing, tattoo studio, tattoo shop, equipment rental, camera rental, renting out, phone plans, mobile plans, sim cards, storage units, self storage, forex trading, day trading, crypto trading, stock trading, tattoo, tattoos, door supervisor, door staff, welding, welder",
  ),
  aiDemand: signal("AI and automation", "ai, artificial intelligence, automation, automate, chatbot"),
  healthDemand: signal("health and wellness", "health, fitness, wellness, mental health, sleep, workout, nutrition"),
  petDemand: signal("pets", "pet, pets, dog, dogs, cat, cats"),
  sustainableDemand: signal(
    "sustainable products",
    "sustainable, eco, eco-friendly, green, recycled, zero waste, upcycled, refill",
  ),
  onlineYouth: signal(
    "young people online",
    "gen z, students, student, teens, creators, creator, tiktok, instagram, youtube",
  ),
  remoteWork: signal("remote work and freelancers", "remote, freelancer, freelancers, productivity, side hustle"),
  smallBusinessBuyers: signal(
    "small businesses as buyers",
    "small business, small businesses, b2b, smb, local business",
  ),
  personalFinance: signal("personal finance", "personal finance, budget, budgeting, investing, savings"),
  dropshippingCrowd: signal("dropshipping", "dropshipping, dropship"),
  apparelCrowd: signal(
    "apparel and print-on-demand",
    "t-shirt, t-shirts, tshirt, clothing, apparel, fashion, print on demand, merch",
  ),
  crowdedProducts: signal(
    "crowded product categories",
    "coffee, candles, candle, jewelry, jewellery, phone case, phone cases, skincare, cosmetics",
  ),
  agencyCrowd: signal("social media agencies", "social media, marketing agency, agency, smma"),
  crowdedApps: signal(
    "crowded app categories",
    "todo, to-do, note taking, notes app, fitness app, habit tracker, food delivery, marketplace",
  ),
  specialised: signal("a narrow niche", "niche, specialised, specialized, underserved, only for, specifically for"),
  localFocus: signal("local focus", "local, neighbourhood, neighborhood, community"),
  upcycledGoods: signal(
    "upcycled and reclaimed goods",
    "upcycled, upcycle, upcycles, upcycling, reclaimed, reclaim, salvaged, salvage, furniture",
  ),
  digitalDelivery: signal(
    "digital products",
    "digital, course, courses, template, templates, ebook, e-book, printable, presets, download",
  ),
  recurring: signal("recurring revenue", "saas, software, subscription, membership, recurring, monthly, monthly box"),
  servicesOffer: signal("services", "coaching, consulting, consultant, service, services, freelance, done-for-you"),
  physicalGoods: signal(
    "physical goods",
    "physical, inventory, shipping, manufacturing, manufacture, hardware, restaurant, food truck, bakery, food",
  ),
  lowPrice: signal("low price", "cheap, low cost, low-cost, free, budget-friendly, affordable"),
  premiumOffer: signal("premium positioning", "premium, luxury, high-end, handmade, bespoke, custom"),
  appBuild: signal("apps and platforms", "app, mobile app, platform, marketplace, blockchain, web3, crypto"),
  regulated: signal(
    "regulated areas",
    "medical, healthcare, bank, banking, insurance, legal, pharmacy, children's, kids, baby",
  ),
  hardwareBuild: signal("hardware", "hardware, robot, drone, device, manufacturing, biotech"),
  lightFormat: signal(
    "light formats",
    "newsletter, ebook, template, templates, course, printable, etsy, freelance, coaching, tutoring",
  ),
  noCodeTools: signal("no-code tools", "no-code, nocode, notion, canva, shopify, gumroad"),
  creatorEconomy: signal("the creator economy", "creator, creators, content, tiktok, youtube, newsletter, podcast"),
  decliningCategory: signal("shrinking categories", "dvd, fax, print directory, flip phone"),
  reselling: signal(
    "reselling",
    "resell, resells, reselling, reseller, resellers, re-sell, re-selling, resale, flip, flips, flipping, flipper, flippers, sneaker reselling, ebay flipping, thrift flip",
  ),
} as const satisfies Record<string, Entry>;

export type ConceptId = keyof typeof LEXICON;
export const CONCEPT_IDS = Object.keys(LEXICON) as [ConceptId, ...ConceptId[]];

type TradeEntries = { [K in ConceptId]: (typeof LEXICON)[K]["kind"] extends "trade" ? K : never };
export type TradeId = TradeEntries[ConceptId];
export const TRADE_IDS = CONCEPT_IDS.filter((id) => LEXICON[id].kind === "trade") as TradeId[];

/** The words of a concept, as written. */
export const termsOf = (id: ConceptId): string[] =>
  LEXICON[id].terms
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

/** The trade a concept points to: itself for a trade, its lean for the others. */
export function tradeOf(id: ConceptId): TradeId | undefined {
  const entry: Entry = LEXICON[id];
  if (entry.kind === "trade") return id as TradeId;
  return entry.leans as TradeId | undefined;
}
