import { describe, expect, it } from "vitest";
import { extractNames } from "./extract-names";
import { tokenize } from "./tokenize";

const names = (text: string) => extractNames(text, tokenize(text)).map((n) => text.slice(n.start, n.end));

describe("extractNames", () => {
  it("finds multiword names with connectors and model numbers", () => {
    expect(names("I studied at the University of Melbourne with Sarah.")).toEqual(["University of Melbourne", "Sarah"]);
    expect(names("My laptop is a Dell Inspiron 15 5000 from 2018.")).toEqual(["Dell Inspiron 15 5000"]);
    expect(names("We cooked Seco de Cordero and Arroz con Leche.")).toEqual(["Seco de Cordero", "Arroz", "Leche"]);
  });

  it("skips a capitalized sentence opener unless it starts a multiword name or recurs mid-sentence", () => {
    expect(names("Great idea. Then we left.")).toEqual([]);
    expect(names("Sweet Baby Ray's is great.")).toEqual(["Sweet Baby Ray's"]);
    expect(names("Kyoto is lovely. I loved Kyoto.")).toEqual(["Kyoto", "Kyoto"]);
  });

  it("finds handles, domains, codes and quoted titles", () => {
    expect(names("follow @jessica_poole_jewellery and see Mindful.org")).toEqual(["@jessica_poole_jewellery", "Mindful.org"]);
    expect(names("it uses the 6S model")).toEqual(["6S"]);
    expect(names("titled 'Vocal Prayer and Meditation' by him")).toEqual(["Vocal Prayer and Meditation"]);
  });

  it("does not read months, weekdays or 'I' as names", () => {
    expect(names("On the trip I went in May and on Tuesday")).toEqual([]);
  });

  it("drops titles from the keys and lets an acronym stand for its expansion", () => {
    const text = "met Dr. Arati Prabhakar about one-time passwords (OTP)";
    const found = extractNames(text, tokenize(text));
    expect(found.map((n) => n.groups)).toEqual([[["arati"], ["prabhakar"]], [["otp", "password"]]]);
  });
});
