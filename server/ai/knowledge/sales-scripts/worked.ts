/**
 * Worked sales scripts for the trades of the catalogue (docs/decisions/1483-no-conversion-potential-and-worked-scripts.md):
 * what the seller does, a detail a buyer can check, the usual pain and the objections that trade hears, written so a
 * person can adapt them. No sentence claims a result or a figure. Slots: `does` follows "you"-less "we ..." as a clause
 * ("hand-pour ..."), `proof` is a whole sentence, `example` a noun phrase, `pain` a gerund phrase that reads after
 * "lose hours every week to", "a quicker way past" and "is ... still a priority".
 */
import type { TradeId } from "../../understanding/lexicon";

export type WorkedPitch = {
  does: string;
  proof: string;
  example: string;
  pain: string;
  objections: [string, string][];
};

export const WORKED_PITCHES: Partial<Record<TradeId, WorkedPitch>> = {
  candles: {
    does: "hand-pour small batches of soy candles, with custom labels for shops, events and gifts",
    proof: "Every label lists the wax, the fragrance and the burn care, so your customers know what they are buying.",
    example: "a gift shop that stocks a local scent",
    pain: "finding gifts that stand out on the shelf",
    objections: [
      [
        "Candles are everywhere.",
        "They are. What shops can't get elsewhere is a scent named for their town and a label with their name on it.",
      ],
      ["What if they don't sell?", "Start with one small box on sale or return; I'll swap the scents that don't move."],
    ],
  },
  jewellery: {
    // Material-neutral: a ceramic-earring maker was told to say "stamped as sterling silver" (decision 1478).
    does: "make pieces by hand and personalise them to order",
    proof: "Each listing names every material in the piece, and it comes with care instructions and a gift box.",
    example: "a boutique that sells handmade gifts",
    pain: "hunting for gifts that feel personal",
    objections: [
      [
        "How do I know what it's made of?",
        "Every listing names the materials, and for any metal I'll show you the supplier's certificate.",
      ],
      [
        "It's more than high-street jewellery.",
        "It is: it's made for one person, engraved, and repairable. I can show you a lower-priced line too.",
      ],
    ],
  },
  pets: {
    does: "walk and sit dogs in the neighbourhood, one household at a time",
    proof: "You get a photo and a short note after every walk, and a key-holding agreement in writing.",
    example: "a family on your street with a young dog",
    pain: "fitting dog walks around long workdays",
    objections: [
      [
        "Can I trust a stranger with my dog?",
        "Meet me first with your dog, for free; I'll bring references from neighbours I walk for.",
      ],
      ["What if you're ill?", "I'll tell you the evening before and suggest a backup walker you've met."],
    ],
  },
  "food-from-home": {
    does: "cook a short weekly menu at home and have it ready for collection on Saturday",
    proof:
      "Every dish comes labelled with its ingredients and allergens, and the kitchen follows the local food rules.",
    example: "a busy family nearby",
    pain: "cooking every weeknight after work",
    objections: [
      [
        "Is home cooking safe to buy?",
        "I'm registered for selling food from home and every dish is labelled with its allergens; ask me anything about it.",
      ],
      ["It costs more than takeaway.", "It's cooked for you, not for a delivery app; try one dish first."],
    ],
  },
  baking: {
    does: "bake to order from home, from celebration cakes to a weekly bread drop",
    proof: "Orders close two days ahead, so everything is baked fresh for your collection time.",
    example: "a café that wants a local cake on the counter",
    pain: "finding a cake that looks like the photo",
    objections: [
      [
        "Can you do gluten-free?",
        "I can tell you exactly what's in each bake; for allergies I'll say honestly what my kitchen can and can't promise.",
      ],
      ["The supermarket is cheaper.", "It is. You're paying for a cake designed for your day and baked for it."],
    ],
  },
  tutoring: {
    does: "tutor one subject one-to-one, with a plan that runs to the exam date",
    proof: "After each session you get a short note: what we covered, what to practise, and what's next.",
    example: "a parent whose child has exams this year",
    pain: "revising without a plan",
    objections: [
      [
        "There are free videos online.",
        "There are, and I'll use them. What a tutor adds is a plan, practice marked every week, and someone to answer to.",
      ],
      ["We can't commit to weekly lessons.", "Start with three sessions before the next test and decide then."],
    ],
  },
  "digital-templates": {
    does: "build ready-to-use templates for one job, with a short video that shows how to set them up",
    proof: "You can see every page of the template before you buy, and updates are free.",
    example: "a freelancer who plans their week on paper",
    pain: "building every plan from a blank page",
    objections: [
      [
        "I can find free templates.",
        "You can. This one is built for your job, and I'll set it up with you if it doesn't fit.",
      ],
      ["Will it work in my app?", "Tell me which app you use and I'll show you the template working in it."],
    ],
  },
  resale: {
    does: "source second-hand clothes in one style and release them in weekly drops",
    proof: "Every item is photographed in daylight with its flaws shown, and measured flat.",
    example: "someone who hunts vintage but has no time to dig",
    pain: "scrolling resale apps for hours",
    objections: [
      ["How do I know it fits?", "Every listing has flat measurements; send me yours and I'll tell you honestly."],
      [
        "It's second-hand, why this price?",
        "You're paying for the finding, cleaning and checking; compare it with what the same piece sells for on the apps.",
      ],
    ],
  },
  sneakers: {
    does: "clean and restore sneakers by hand, from a deep clean to repainting and new laces",
    proof: "You get before-and-after photos of your own pair, and I tell you what can't be fixed before I start.",
    example: "someone with a worn pair they love",
    pain: "keeping favourite pairs looking new",
    objections: [
      ["What if you ruin them?", "I test every product on a hidden spot first and tell you the risks before I start."],
      ["I can clean them myself.", "You can; I'll do the parts that need tools and time: soles, midsoles and colour."],
    ],
  },
  beauty: {
    does: "do nails, brows or event makeup by appointment",
    proof: "Tools are cleaned between every client, and you can see my products and their ingredients before we start.",
    example: "someone getting ready for a wedding",
    pain: "finding a last-minute booking before an event",
    objections: [
      ["I've got sensitive skin.", "Tell me what reacts; I'll show you every product and do a patch test first."],
      ["Salons have more experience.", "Look at my photos of real clients and book a short trial before the day."],
    ],
  },
  "car-detailing": {
    does: "detail cars at the owner's home or workplace, inside and out",
    proof: "You get before-and-after photos, and I bring my own water and power.",
    example: "someone who needs their car clean for a sale or a trip",
    pain: "finding time to get the car cleaned properly",
    objections: [
      [
        "The car wash is cheaper.",
        "It is; this is a hand clean of the inside and the paint, done where your car already is.",
      ],
      ["Will it damage the paint?", "I use separate mitts and a two-bucket wash; ask me to show you before I start."],
    ],
  },
  cleaning: {
    does: "clean homes on a regular schedule, with the same cleaner every visit",
    proof: "You get a checklist of what is done each visit, and you can change it any time.",
    example: "a couple who both work full time",
    pain: "spending weekends on housework",
    objections: [
      ["I don't want strangers in my home.", "It's always me, and I'll bring references from clients nearby."],
      ["What if something breaks?", "Tell me at once and I'll put it right; I'll show you my insurance."],
    ],
  },
  "video-editing": {
    does: "edit long videos into short clips for each platform, on a weekly schedule",
    proof: "You approve a style sample first, and every clip comes with captions ready to post.",
    example: "a creator who films more than they post",
    pain: "editing hours of footage that never gets posted",
    objections: [
      ["I can use a free app.", "You can; I'll take the hours off you and keep every clip in your style."],
      ["What if I don't like the edit?", "Two rounds of changes are included, and the style sample comes first."],
    ],
  },
};
