import { describe, expect, it } from "vitest";
import { DatabaseUrlError, parseDatabaseUrl, redactDatabaseUrl } from "@/lib/db/database-url";

describe("parseDatabaseUrl", () => {
  it("accepts a postgresql URL", () => {
    expect(parseDatabaseUrl("postgresql://lore:pw@localhost:5433/lore")).toEqual({ host: "localhost", port: 5433, database: "lore", user: "lore" });
  });

  it.each([
    ["not a url", /not a valid URL/],
    ["mysql://u@h/db", /must start with postgresql/],
    ["postgresql://u@localhost:5432", /names no database/],
    ["postgresql://u@localhost:99999/db", /not a valid URL|invalid port/],
  ])("explains what is wrong with %s", (raw, message) => {
    expect(() => parseDatabaseUrl(raw)).toThrow(DatabaseUrlError);
    expect(() => parseDatabaseUrl(raw)).toThrow(message);
  });

  it("never prints the password", () => {
    expect(redactDatabaseUrl("postgresql://lore:secret@h/db")).not.toContain("secret");
  });
});
