// Word lists for the answer-bearing details. Shops, books, places and people are invented for
// Lore, so no answer can be looked up anywhere else.
export const FACT_WORDS = {
  firstName: ["Maya", "Jonah", "Priya", "Tomasz", "Keiko", "Diego", "Amara", "Felix", "Rosa", "Nils", "Ines", "Omar", "Lena", "Theo", "Saoirse", "Kwame", "Hana", "Marco", "Elif", "Ravi"],
  relation: ["sister", "brother", "cousin", "coworker", "neighbor", "best friend", "aunt", "roommate"],
  animal: ["puppy", "kitten", "rabbit", "parrot", "hamster", "tortoise", "guinea pig", "rescue dog"],
  petName: ["Biscuit", "Juniper", "Mochi", "Waffles", "Pickle", "Clementine", "Otis", "Noodle", "Pepper", "Maple", "Ziggy", "Olive", "Bramble", "Tofu", "Pixel", "Sprout"],
  commuteMode: ["train", "bus", "bike", "ferry", "tram"],
  item: ["rain jacket", "coffee grinder", "desk lamp", "pair of hiking boots", "blender", "backpack", "yoga mat", "bookshelf", "kettle", "bike helmet"],
  store: ["Greenleaf Market", "Harbor & Pine Outfitters", "the Copperfield Co-op", "Northgate Home Supply", "Linden Street Thrift", "Bluebird Hardware", "Marigold Goods", "the Riverside Flea Market"],
  field: ["marine biology", "civil engineering", "art history", "statistics", "linguistics", "nursing", "economics", "graphic design", "chemistry", "philosophy"],
  university: ["Westbrook University", "the University of Calder", "Ashford College", "Kestrel Institute of Technology", "Fairmont State"],
  lessonKind: ["pottery", "salsa dancing", "watercolor painting", "beginner Spanish", "woodworking", "improv", "rock climbing", "ceramics glazing", "bread baking", "life drawing"],
  weekday: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  book: ["The Patient Engine", "Seven Kinds of Rain", "Harbor of Glass", "The Lantern Index", "Counting Backwards from Tuesday", "A Field Guide to Small Habits", "The Quiet Ledger", "Maps for the Unhurried", "Salt and Circuitry", "The Second Kettle"],
  author: ["Ines Marlowe", "Tobias Renn", "Odette Vance", "Samir Achebe-Holt", "Greta Lindqvist", "Callum Oyelaran", "Mireille Fontaine", "Dev Kapoor"],
  dish: ["lemon olive oil cake", "roasted vegetable lasagna", "banana bread", "cornbread", "apple crumble", "focaccia", "shepherd's pie", "granola bars"],
  place: ["Cobblestone Cafe", "the Fernhill Botanical Garden", "Lantern Row Bookshop", "the Millbrook Climbing Gym", "Saltmarsh Nature Reserve", "the Orchard Street Market", "Juniper Hall", "the Beacon Hill Lookout"],
  placeKind: ["spot", "place", "venue"],
  gym: ["IronLeaf Fitness", "Summit Strength Club", "Northside Athletic", "Pulse Studio", "Granite Gym", "Harbor Climbing Wall"],
  job: [["junior analyst", "senior analyst"], ["product designer", "lead product designer"], ["support specialist", "support team lead"], ["junior developer", "software engineer"], ["staff nurse", "charge nurse"], ["assistant editor", "associate editor"]],
  city: ["Lisbon", "Kyoto", "Oaxaca", "Tallinn", "Porto", "Hanoi", "Edinburgh", "Ljubljana", "Montreal", "Seville", "Tbilisi", "Valparaiso", "Bergen", "Cusco"],
  countable: [
    { plural: "houseplants", verb: "bought", where: "at the garden centre" },
    { plural: "board games", verb: "bought", where: "from a second-hand shop" },
    { plural: "novels", verb: "finished", where: "this month" },
    { plural: "concert tickets", verb: "booked", where: "online" },
    { plural: "pairs of running socks", verb: "bought", where: "at the sports store" },
    { plural: "jars of jam", verb: "made", where: "over the weekend" },
    { plural: "sourdough loaves", verb: "baked", where: "this week" },
    { plural: "museum visits", verb: "made", where: "this season" },
  ],
  spending: [
    { thing: "a new pair of running shoes", category: "running gear" },
    { thing: "a running watch", category: "running gear" },
    { thing: "compression socks for long runs", category: "running gear" },
    { thing: "a set of ceramic pots", category: "garden supplies" },
    { thing: "a bag of potting mix and some seeds", category: "garden supplies" },
    { thing: "a watering can and a hose nozzle", category: "garden supplies" },
  ],
  volunteerPlace: ["the animal shelter", "the community garden", "the food bank", "the local library", "the youth sports club"],
  unmentioned: ["nephew", "uncle", "grandmother", "landlord", "manager"],
} as const;

// [what the user says that day, the event as a question names it, the same in the base form]
export const EVENTS: readonly (readonly [today: string, past: string, base: string])[] = [
  ["I ran my first 10K race today", "ran my first 10K race", "run my first 10K race"],
  ["I started my new job today", "started my new job", "start my new job"],
  ["we adopted a kitten from the shelter today", "adopted the kitten", "adopt the kitten"],
  ["I moved into my new apartment today", "moved into my new apartment", "move into my new apartment"],
  ["I had my very first pottery class today", "had my first pottery class", "have my first pottery class"],
  ["I passed my driving test today", "passed my driving test", "pass my driving test"],
  ["I planted the tomato seedlings in the garden today", "planted the tomato seedlings", "plant the tomato seedlings"],
  ["I finally finished painting the spare bedroom today", "finished painting the spare bedroom", "finish painting the spare bedroom"],
  ["I joined a local book club today", "joined the book club", "join the book club"],
  ["I bought my first road bike today", "bought my first road bike", "buy my first road bike"],
  ["I submitted my first short story to a magazine today", "submitted my first short story", "submit my first short story"],
  ["I got my car back from the mechanic today", "got my car back from the mechanic", "get my car back from the mechanic"],
  ["I hosted my first game night today", "hosted my first game night", "host my first game night"],
  ["I signed up for a half marathon today", "signed up for the half marathon", "sign up for the half marathon"],
];

// [what to suggest, why the user likes it, what they would not want]
export const PREFERENCES: readonly { category: string; topic: string; likes: string; reason: string; dislikes: string }[] = [
  { category: "podcasts", topic: "reading habits", likes: "podcasts about the history of architecture", reason: "I love learning why old buildings look the way they do", dislikes: "true-crime shows" },
  { category: "dinner recipes", topic: "home cooking", likes: "vegetarian dishes with a lot of spice", reason: "I stopped eating meat last year and I miss bold flavors", dislikes: "recipes built around meat or very mild food" },
  { category: "places to stay", topic: "travel planning", likes: "small family-run guesthouses close to the old town", reason: "I like talking to hosts and walking everywhere", dislikes: "large chain hotels near the airport" },
  { category: "workouts", topic: "strength training", likes: "short bodyweight sessions I can do at home", reason: "I don't enjoy crowded gyms", dislikes: "gym classes or routines that need machines" },
  { category: "books", topic: "reading habits", likes: "short mystery novels set in small coastal towns", reason: "I read in short bursts before bed", dislikes: "long fantasy series" },
  { category: "weekend activities", topic: "hiking", likes: "quiet outdoor activities like birdwatching and easy trail walks", reason: "my weekdays are loud and busy", dislikes: "crowded festivals or loud events" },
  { category: "board games", topic: "board games", likes: "cooperative games that take under an hour", reason: "my friends get upset when someone loses", dislikes: "long competitive strategy games" },
  { category: "photography projects", topic: "photography", likes: "street photography in black and white", reason: "I like capturing people going about their day", dislikes: "studio portrait work" },
];

// [the record, its unit, the old value, the new value]; values are generated around these.
export const RECORDS: readonly { name: string; said: (v: number) => string; update: (v: number) => string; answer: (v: number) => string; base: number; step: number; other: string }[] = [
  { name: "personal best for a 5K", said: (v) => `my personal best for a 5K is ${v} minutes`, update: (v) => `I set a new personal best in the 5K, ${v} minutes`, answer: (v) => `${v} minutes`, base: 31, step: -2, other: "personal best for a marathon" },
  { name: "number of houseplants", said: (v) => `I have ${v} houseplants in the apartment`, update: (v) => `I now have ${v} houseplants after a few more trips to the nursery`, answer: (v) => `${v}`, base: 9, step: 4, other: "number of cacti" },
  { name: "monthly savings target", said: (v) => `I'm putting aside $${v} a month into savings`, update: (v) => `I've raised my savings to $${v} a month`, answer: (v) => `$${v} a month`, base: 300, step: 150, other: "monthly grocery budget" },
  { name: "longest hike", said: (v) => `my longest hike so far was ${v} miles`, update: (v) => `I just completed my longest hike yet, ${v} miles`, answer: (v) => `${v} miles`, base: 8, step: 4, other: "longest bike ride" },
  { name: "reading goal for the year", said: (v) => `my reading goal for this year is ${v} books`, update: (v) => `I've bumped my reading goal for the year up to ${v} books`, answer: (v) => `${v} books`, base: 20, step: 10, other: "writing goal for the year" },
];
