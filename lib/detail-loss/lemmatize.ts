import { porterStem } from "./porter-stemmer";

// Irregular forms Porter cannot reach ("bought" would never meet "buy"), comparatives a sheet
// often swaps for the base form ("lighter shade" -> "light gray"), and a small set of synonyms
// and British spellings that fact sheets use interchangeably with the conversation.
const IRREGULAR = new Map<string, string>(Object.entries({
  am: "be", is: "be", are: "be", was: "be", were: "be", been: "be", being: "be",
  has: "have", had: "have", having: "have", did: "do", does: "do", done: "do",
  went: "go", gone: "go", goes: "go", bought: "buy", got: "get", gotten: "get", ate: "eat", eaten: "eat",
  ran: "run", made: "make", took: "take", taken: "take", gave: "give", given: "give", saw: "see",
  seen: "see", came: "come", found: "find", felt: "feel", kept: "keep", left: "leave", met: "meet",
  paid: "pay", sold: "sell", told: "tell", thought: "think", caught: "catch", taught: "teach",
  brought: "bring", wrote: "write", written: "write", spent: "spend", began: "start", begun: "start",
  begin: "start", chose: "choose", chosen: "choose", drove: "drive", driven: "drive", flew: "fly",
  flown: "fly", grew: "grow", grown: "grow", knew: "know", known: "know", slept: "sleep", spoke: "speak",
  stood: "stand", swam: "swim", won: "win", built: "build", sent: "send", lost: "lose", heard: "hear",
  held: "hold", led: "lead", said: "say", understood: "understand", wore: "wear", worn: "wear",
  children: "child", kids: "child", kid: "child", men: "man", women: "woman", people: "person",
  feet: "foot", teeth: "tooth", mice: "mouse", geese: "goose",
  better: "good", best: "good", worse: "bad", worst: "bad", lighter: "light", darker: "dark",
  bigger: "big", larger: "large", smaller: "small", older: "old", younger: "young", newer: "new",
  longer: "long", shorter: "short", higher: "high", cheaper: "cheap", faster: "fast", slower: "slow",
  earlier: "early", warmer: "warm", colder: "cold", heavier: "heavy", easier: "easy", harder: "hard",
  grey: "gray", favourite: "favorite", colour: "color", colours: "color", centre: "center",
  jewellery: "jewelry", theatre: "theater", metre: "meter", metres: "meter", litre: "liter",
  litres: "liter", organise: "organize", organised: "organize", travelling: "travel", travelled: "travel",
  mom: "mother", mum: "mother", mommy: "mother", dad: "father", daddy: "father",
  purchase: "buy", purchased: "buy", purchasing: "buy", buys: "buy", buying: "buy",
  starting: "start", started: "start", starts: "start",
  completed: "finish", complete: "finish", completing: "finish", finished: "finish",
  suggest: "recommend", suggested: "recommend", suggesting: "recommend", suggestion: "recommend",
  suggestions: "recommend", advise: "recommend", advised: "recommend",
  photograph: "photo", photographs: "photo", picture: "photo", pictures: "photo", photos: "photo",
  film: "movie", films: "movie", movies: "movie", television: "tv",
  refrigerator: "fridge", fridges: "fridge", automobile: "car",
}));

/**
 * The comparison key of one lowercase word: irregular and synonym forms first, then Porter.
 * Two words a paraphrase would use for the same thing should get the same key.
 */
export function lemmatize(word: string): string {
  const lower = word.toLowerCase();
  const mapped = IRREGULAR.get(lower);
  if (mapped !== undefined) return porterStem(mapped);
  return porterStem(lower);
}
