// Units a quantity can carry, each with its dimension and its size in that dimension's base unit,
// so "5 km" equals "five kilometers" equals "3.1 miles" (within a tolerance, see mention-equal).
// Time units are kept apart: a number with a time unit is a Duration, not a Quantity.

export type Unit = { unit: string; dimension: string; factor: number };

const u = (unit: string, dimension: string, factor: number, spellings: string[]): [string, Unit][] => spellings.map((s) => [s, { unit, dimension, factor }]);

const UNITS = new Map<string, Unit>([
  ...u("usd", "money-usd", 1, ["dollar", "dollars", "usd", "bucks", "buck"]),
  ...u("usd", "money-usd", 0.01, ["cent", "cents"]),
  ...u("eur", "money-eur", 1, ["euro", "euros", "eur"]),
  ...u("gbp", "money-gbp", 1, ["quid", "gbp", "sterling"]),
  ...u("m", "length", 1, ["m", "meter", "meters", "metre", "metres"]),
  ...u("km", "length", 1000, ["km", "k", "kilometer", "kilometers", "kilometre", "kilometres", "kms"]),
  ...u("cm", "length", 0.01, ["cm", "centimeter", "centimeters", "centimetre", "centimetres"]),
  ...u("mm", "length", 0.001, ["mm", "millimeter", "millimeters"]),
  ...u("mi", "length", 1609.344, ["mi", "mile", "miles"]),
  ...u("ft", "length", 0.3048, ["ft", "foot", "feet"]),
  ...u("in", "length", 0.0254, ["inch", "inches"]),
  ...u("yd", "length", 0.9144, ["yard", "yards"]),
  ...u("g", "mass", 1, ["g", "gram", "grams"]),
  ...u("mg", "mass", 0.001, ["mg", "milligram", "milligrams"]),
  ...u("kg", "mass", 1000, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"]),
  ...u("lb", "mass", 453.592, ["lb", "lbs", "pound", "pounds"]),
  ...u("oz", "mass", 28.3495, ["oz", "ounce", "ounces"]),
  ...u("ml", "volume", 1, ["ml", "milliliter", "milliliters", "millilitre", "millilitres"]),
  ...u("l", "volume", 1000, ["l", "liter", "liters", "litre", "litres"]),
  ...u("cup", "volume", 236.6, ["cup", "cups"]),
  ...u("tbsp", "volume", 14.79, ["tbsp", "tablespoon", "tablespoons"]),
  ...u("tsp", "volume", 4.93, ["tsp", "teaspoon", "teaspoons"]),
  ...u("gal", "volume", 3785, ["gallon", "gallons"]),
  ...u("kb", "data", 1e3, ["kb", "kilobyte", "kilobytes"]),
  ...u("mb", "data", 1e6, ["mb", "megabyte", "megabytes"]),
  ...u("gb", "data", 1e9, ["gb", "gig", "gigs", "gigabyte", "gigabytes"]),
  ...u("tb", "data", 1e12, ["tb", "terabyte", "terabytes"]),
  ...u("mbps", "bitrate", 1e6, ["mbps"]),
  ...u("gbps", "bitrate", 1e9, ["gbps"]),
  ...u("mph", "speed", 1.609344, ["mph"]),
  ...u("kph", "speed", 1, ["kph", "kmh"]),
  ...u("mpg", "fuel", 1, ["mpg"]),
  ...u("percent", "percent", 1, ["percent", "%", "pct"]),
  ...u("degree", "temperature", 1, ["degree", "degrees", "°"]),
  ...u("kcal", "energy", 1, ["calorie", "calories", "kcal", "cal"]),
  ...u("point", "points", 1, ["point", "points", "pts"]),
  ...u("dozen", "count", 12, ["dozen"]),
]);

/** The unit a word after a number names ("kilometers" -> km), or null. */
export const unitOf = (lower: string): Unit | null => UNITS.get(lower) ?? null;

/** Currency symbols written before the amount. */
export const CURRENCY_SYMBOLS: ReadonlyMap<string, Unit> = new Map([
  ["$", { unit: "usd", dimension: "money-usd", factor: 1 }],
  ["€", { unit: "eur", dimension: "money-eur", factor: 1 }],
  ["£", { unit: "gbp", dimension: "money-gbp", factor: 1 }],
]);

// Seconds per time unit; months and years are calendar averages, so "a year" equals "12 months"
// and "14 days" equals "two weeks", but "a month" does not equal "4 weeks".
const TIME_UNITS = new Map<string, { unit: string; seconds: number }>();
const t = (unit: string, seconds: number, spellings: string[]) => spellings.forEach((s) => TIME_UNITS.set(s, { unit, seconds }));
t("second", 1, ["second", "seconds", "sec", "secs"]);
t("minute", 60, ["minute", "minutes", "min", "mins"]);
t("hour", 3600, ["hour", "hours", "hr", "hrs", "h"]);
t("day", 86_400, ["day", "days"]);
t("week", 604_800, ["week", "weeks", "wk", "wks"]);
t("month", 2_629_800, ["month", "months", "mo", "mos"]);
t("year", 31_557_600, ["year", "years", "yr", "yrs"]);
t("decade", 315_576_000, ["decade", "decades"]);

/** The time unit a word names ("weeks" -> week), or null. */
export const timeUnitOf = (lower: string): { unit: string; seconds: number } | null => TIME_UNITS.get(lower) ?? null;
