// Word lists the templates draw from. Trails, books, gyms, shelters and companies are invented
// for the demo so that no answer can be looked up anywhere else.

export const WORDS = {
  petName: ["Biscuit", "Juniper", "Mochi", "Waffles", "Pickle", "Clementine", "Otis", "Noodle"],
  breed: ["beagle", "corgi", "border collie", "greyhound", "dachshund", "whippet", "shiba inu"],
  shelter: ["Maple Street", "Riverbend", "Hollow Creek", "Linden Park", "Foxglove Lane"],
  starter: ["Doughlores", "Sir Loafalot", "Crumbelina", "Gus the Yeast", "Bubbles McRise"],
  city: ["Lisbon", "Kyoto", "Oaxaca", "Tallinn", "Porto", "Hanoi", "Edinburgh", "Ljubljana", "Montreal", "Seville", "Tbilisi", "Valparaiso"],
  trail: ["Fenwick Ridge Trail", "Alder Hollow Loop", "Cedar Notch Trail", "Bramble Falls Path", "Heron Point Loop", "Kestrel Bluff Trail"],
  readingSubject: ["behavioral economics", "urban history", "the history of mathematics", "climate science"],
  book: ["The Patient Engine", "Seven Kinds of Rain", "Harbor of Glass", "The Lantern Index", "Counting Backwards from Tuesday"],
  author: ["Ines Marlowe", "Tobias Renn", "Odette Vance", "Samir Achebe-Holt", "Greta Lindqvist"],
  windDown: ["9:45 pm", "10:15 pm", "10:30 pm", "9:30 pm"],
  flourGrams: ["450", "500", "550", "600"],
  ingredient: ["roasted eggplant", "chickpeas", "smoked paprika", "miso", "butternut squash", "halloumi"],
  podcastSubject: ["the history of architecture", "deep-sea exploration", "urban planning", "food science"],
  camera: ["Fujifilm X-T30", "Sony a6400", "Nikon Z50", "Canon R50"],
  photoStyle: ["street", "landscape", "bird", "night-sky"],
  lodging: ["small boutique hotels", "family-run guesthouses", "apartments with a kitchen"],
  company: ["Northwind Analytics", "Halcyon Health", "Brightline Logistics", "Cobalt & Finch"],
  product: [
    { name: "standing desk", blur: "new furniture" },
    { name: "espresso machine", blur: "a kitchen appliance" },
    { name: "robot vacuum", blur: "a home appliance" },
    { name: "reading chair", blur: "new furniture" },
  ],
  race: ["Harbor Half Marathon", "Riverside 10K", "Autumn Trail 15K", "Lakeshore Half Marathon"],
  sister: ["Maya", "Nora", "Leah", "Iris", "Talia"],
  jobTitles: [
    ["senior analyst", "analytics team lead"],
    ["product designer", "design manager"],
    ["support specialist", "support operations manager"],
    ["junior developer", "software engineer II"],
  ],
  gym: ["IronLeaf Fitness", "Summit Strength Club", "Northside Athletic", "Pulse Studio", "Granite Gym"],
  friend: ["Priya", "Marcus", "Helena", "Tomasz", "Keiko", "Diego", "Amara", "Felix", "Rosa", "Jonah"],
  weekday: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
} as const;

export const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven"] as const;
