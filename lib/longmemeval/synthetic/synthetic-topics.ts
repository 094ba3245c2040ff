// What the synthetic user chats about. A topic gives the nouns, activities (gerund phrases) and
// goals (infinitive phrases) the sentence templates fill in; everything here is invented for Lore.
export type Topic = {
  subject: string;
  nouns: readonly string[];
  tasks: readonly string[];
  goals: readonly string[];
};

export const TOPICS: readonly Topic[] = [
  {
    subject: "home cooking",
    nouns: ["cast iron pan", "spice rack", "weeknight dinners", "pantry", "knife skills", "meal plan", "stock", "sourdough starter", "oven temperature", "leftovers", "grocery list", "marinade"],
    tasks: ["cooking dinner on weeknights", "batch cooking on Sundays", "baking bread", "trying new recipes", "cutting down on takeout", "cooking for guests"],
    goals: ["cook more at home", "waste less food", "get faster at prep work", "learn a few reliable recipes"],
  },
  {
    subject: "travel planning",
    nouns: ["itinerary", "carry-on bag", "train pass", "travel insurance", "packing list", "layover", "guesthouse", "day trip", "local market", "walking tour", "budget spreadsheet", "rental car"],
    tasks: ["planning a two-week trip", "booking flights", "packing light", "travelling on a budget", "finding places to stay", "planning day trips"],
    goals: ["plan a trip without stress", "spend less on flights", "see more in fewer days", "travel with only a carry-on"],
  },
  {
    subject: "personal finance",
    nouns: ["monthly budget", "emergency fund", "credit card balance", "savings account", "grocery spending", "subscriptions", "retirement account", "utility bills", "spending log", "index fund", "tax return", "sinking fund"],
    tasks: ["tracking expenses", "paying down debt", "saving for a down payment", "cutting subscriptions", "building an emergency fund", "planning a budget"],
    goals: ["save more each month", "pay off a credit card", "stop overspending on small things", "understand where my money goes"],
  },
  {
    subject: "strength training",
    nouns: ["squat form", "training log", "warm-up routine", "rest days", "protein intake", "deadlift", "resistance bands", "gym schedule", "mobility work", "progressive overload", "foam roller", "kettlebell"],
    tasks: ["lifting three times a week", "training at home", "getting back into the gym", "working on mobility", "following a beginner program", "recovering between sessions"],
    goals: ["get stronger without getting hurt", "stay consistent with workouts", "build a simple routine", "improve my squat"],
  },
  {
    subject: "gardening",
    nouns: ["raised bed", "tomato seedlings", "compost pile", "watering schedule", "potting mix", "herb garden", "mulch", "seed trays", "balcony planters", "pruning shears", "soil test", "aphids"],
    tasks: ["growing vegetables", "starting seeds indoors", "keeping houseplants alive", "composting kitchen scraps", "planning a spring garden", "watering during a heat wave"],
    goals: ["grow more of my own food", "keep my plants healthy", "use less water in the garden", "get a better harvest"],
  },
  {
    subject: "learning a language",
    nouns: ["flashcards", "verb conjugations", "listening practice", "language exchange", "vocabulary list", "grammar book", "pronunciation", "podcast episodes", "writing journal", "speaking partner", "reading level", "study streak"],
    tasks: ["practising every day", "learning vocabulary", "speaking with native speakers", "preparing for a trip abroad", "reading short stories", "watching shows with subtitles"],
    goals: ["hold a basic conversation", "remember new words", "stop translating in my head", "understand native speakers better"],
  },
  {
    subject: "home office setup",
    nouns: ["standing desk", "monitor height", "desk chair", "cable clutter", "lighting", "noise-cancelling headphones", "keyboard", "webcam", "desk plants", "bookshelf", "second monitor", "back support"],
    tasks: ["working from home", "setting up a small workspace", "reducing distractions", "taking video calls", "organising cables", "improving posture"],
    goals: ["work more comfortably", "focus better at home", "make the space feel calmer", "stop getting back pain"],
  },
  {
    subject: "photography",
    nouns: ["prime lens", "shutter speed", "golden hour", "tripod", "composition", "editing workflow", "raw files", "aperture", "light meter", "street scenes", "memory cards", "photo backup"],
    tasks: ["shooting in manual mode", "editing photos", "taking portraits", "photographing landscapes", "shooting at night", "organising a photo library"],
    goals: ["take sharper photos", "develop a consistent style", "get better at editing", "understand exposure"],
  },
  {
    subject: "job searching",
    nouns: ["resume", "cover letter", "portfolio", "interview prep", "references", "salary range", "networking events", "job board", "recruiter", "follow-up email", "skills section", "case study"],
    tasks: ["applying for jobs", "preparing for interviews", "changing careers", "negotiating an offer", "updating my resume", "reaching out to recruiters"],
    goals: ["get more interviews", "explain my experience clearly", "negotiate a better salary", "find a role that fits me"],
  },
  {
    subject: "writing fiction",
    nouns: ["first draft", "plot outline", "main character", "dialogue", "writing schedule", "short story", "point of view", "opening chapter", "word count", "critique group", "setting", "subplot"],
    tasks: ["writing every morning", "outlining a novel", "revising a draft", "writing short stories", "building characters", "submitting to magazines"],
    goals: ["finish a first draft", "write more natural dialogue", "keep a regular writing habit", "make my characters feel real"],
  },
  {
    subject: "programming in Python",
    nouns: ["virtual environment", "unit tests", "list comprehension", "error message", "data class", "package manager", "type hints", "logging setup", "command-line script", "dictionary", "API client", "code review"],
    tasks: ["learning Python", "writing small scripts", "debugging my code", "automating spreadsheets", "building a small web scraper", "cleaning data"],
    goals: ["write cleaner code", "understand error messages", "automate boring tasks", "get comfortable with testing"],
  },
  {
    subject: "web development",
    nouns: ["landing page", "CSS layout", "form validation", "responsive design", "database schema", "deployment", "color palette", "navigation menu", "loading speed", "accessibility", "static site", "contact form"],
    tasks: ["building a personal website", "learning front-end development", "making a site work on phones", "deploying a small app", "designing a portfolio", "fixing layout bugs"],
    goals: ["launch a simple website", "make pages load faster", "build an accessible site", "understand modern CSS"],
  },
  {
    subject: "parenting",
    nouns: ["bedtime routine", "screen time", "school lunches", "homework schedule", "chore chart", "playdates", "reading time", "picky eating", "weekend outings", "allowance", "family calendar", "car rides"],
    tasks: ["getting the kids to bed on time", "planning school lunches", "balancing work and family", "limiting screen time", "encouraging reading", "handling morning rush"],
    goals: ["make mornings calmer", "spend more quality time together", "build good habits with the kids", "reduce arguments at dinner"],
  },
  {
    subject: "pet care",
    nouns: ["leash training", "vet appointment", "food portions", "chew toys", "litter box", "grooming routine", "crate", "walking schedule", "treat pouch", "flea treatment", "pet insurance", "scratching post"],
    tasks: ["training a new puppy", "caring for an older cat", "walking the dog twice a day", "choosing pet food", "introducing a second pet", "keeping a pet calm during storms"],
    goals: ["keep my pet healthy", "stop the barking at night", "make vet visits less stressful", "teach a few basic commands"],
  },
  {
    subject: "music practice",
    nouns: ["practice schedule", "scales", "metronome", "chord changes", "sheet music", "ear training", "finger exercises", "recording setup", "music theory", "setlist", "tuning", "sight reading"],
    tasks: ["learning the guitar", "practising piano", "playing in a small band", "learning songs by ear", "preparing for a recital", "writing my own songs"],
    goals: ["practise more effectively", "play in time with others", "learn songs faster", "improve my technique"],
  },
  {
    subject: "home repair",
    nouns: ["leaky faucet", "drywall patch", "paint finish", "toolbox", "door hinge", "caulk", "ceiling fan", "grout", "weather stripping", "stud finder", "power drill", "floor squeak"],
    tasks: ["fixing things around the house", "repainting a room", "sealing drafty windows", "hanging heavy shelves", "replacing a faucet", "doing small repairs myself"],
    goals: ["save money on repairs", "learn basic maintenance", "make the house more energy efficient", "finish a weekend project"],
  },
  {
    subject: "meal planning",
    nouns: ["weekly menu", "shopping list", "freezer meals", "lunch boxes", "portion sizes", "snack options", "breakfast routine", "batch of soup", "grain bowls", "meal containers", "produce drawer", "recipe rotation"],
    tasks: ["planning meals for the week", "eating more vegetables", "packing lunches for work", "cooking on a budget", "prepping breakfasts", "using up leftovers"],
    goals: ["eat healthier on busy days", "spend less on groceries", "stop deciding what to eat every night", "cook in bigger batches"],
  },
  {
    subject: "mental wellbeing",
    nouns: ["morning routine", "journal", "sleep schedule", "breathing exercises", "phone habits", "daily walk", "to-do list", "weekly review", "boundaries at work", "meditation app", "evening wind-down", "gratitude notes"],
    tasks: ["managing stress", "sleeping better", "building a calmer routine", "taking breaks during work", "journaling", "spending less time on my phone"],
    goals: ["feel less overwhelmed", "sleep more regularly", "be more present", "keep a steady routine"],
  },
  {
    subject: "event planning",
    nouns: ["guest list", "venue", "invitations", "catering quote", "playlist", "seating plan", "decorations", "timeline", "budget sheet", "RSVPs", "backup plan", "party favors"],
    tasks: ["planning a birthday party", "organising a family reunion", "hosting a dinner party", "planning a small wedding", "running a community event", "throwing a surprise party"],
    goals: ["keep the event on budget", "make guests feel welcome", "stay organised before the day", "plan without last-minute panic"],
  },
  {
    subject: "car maintenance",
    nouns: ["oil change", "tire pressure", "brake pads", "service schedule", "windshield wipers", "battery", "car wash", "fuel economy", "dashboard light", "spare tire", "air filter", "insurance renewal"],
    tasks: ["keeping my car in good shape", "preparing for a road trip", "doing basic maintenance myself", "saving on fuel", "getting ready for winter driving", "buying a used car"],
    goals: ["avoid expensive repairs", "understand basic maintenance", "keep the car running longer", "drive more efficiently"],
  },
  {
    subject: "hiking",
    nouns: ["trail map", "hiking boots", "water filter", "day pack", "rain jacket", "elevation gain", "trail snacks", "first aid kit", "campsite", "sunrise hike", "trekking poles", "weather forecast"],
    tasks: ["hiking on weekends", "planning an overnight trip", "getting fitter for longer hikes", "hiking with friends", "choosing gear", "exploring new trails"],
    goals: ["hike longer distances", "stay safe on the trail", "pack lighter", "find quieter trails"],
  },
  {
    subject: "board games",
    nouns: ["game night", "strategy games", "rulebook", "card sleeves", "cooperative games", "score pad", "game shelf", "party games", "expansion", "two-player games", "snack table", "learning curve"],
    tasks: ["hosting game nights", "teaching games to new players", "building a game collection", "playing with kids", "finding two-player games", "organising a game shelf"],
    goals: ["host fun game nights", "find games everyone enjoys", "teach rules quickly", "keep the collection manageable"],
  },
  {
    subject: "sustainable living",
    nouns: ["reusable bags", "recycling bin", "energy bill", "second-hand shopping", "water usage", "bike commute", "food scraps", "bulk store", "clothing swap", "thermostat", "plastic packaging", "repair cafe"],
    tasks: ["reducing waste at home", "shopping second-hand", "cutting energy use", "cycling to work", "composting", "buying less plastic"],
    goals: ["produce less waste", "lower my energy bill", "shop more sustainably", "make greener habits stick"],
  },
  {
    subject: "reading habits",
    nouns: ["reading list", "library card", "book club", "audiobooks", "e-reader", "reading nook", "nonfiction", "short novels", "reading journal", "bookmarks", "reading goal", "literary fiction"],
    tasks: ["reading before bed", "joining a book club", "reading more nonfiction", "finishing the books I start", "listening to audiobooks", "keeping a reading journal"],
    goals: ["read more books this year", "remember what I read", "find books I actually enjoy", "read instead of scrolling"],
  },
];
