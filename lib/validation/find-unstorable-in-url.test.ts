import { describe, expect, it } from "vitest";
import { findUnstorableInUrl } from "@/lib/validation/find-unstorable-in-url";

const at = (path: string) => findUnstorableInUrl(new URL(path, "http://localhost"));

describe("findUnstorableInUrl", () => {
  it("names a NUL in the path, a parameter's value or its name", () => {
    expect(at("/sessions/%00")).toBe("the path");
    expect(at("/memories?status=active&q=a%00b")).toBe("the parameter q");
    expect(at("/runs?%00=1")).toBe("a parameter name");
  });

  it("lets ordinary, SQL-looking and markup filters through", () => {
    expect(at("/search?q=%27%29%3B%20DROP%20TABLE%20%22Memory%22%3B--")).toBeNull();
    expect(at("/inbox?q=%3Cscript%3E&sort=oldest")).toBeNull();
    expect(at("/sessions/cmx3uiyrr0000r27dkjb4mp58")).toBeNull();
  });
});
