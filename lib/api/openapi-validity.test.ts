import SwaggerParser from "@apidevtools/swagger-parser";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/lib/api/api-routes";
import { buildOpenApiDocument } from "@/lib/api/openapi";

// What a client generator sees: the document must be valid OpenAPI 3.1 and turn into types.
describe("the OpenAPI document", () => {
  it("passes swagger-parser's validation", async () => {
    // validate() dereferences in place, so it gets its own copy.
    const doc = structuredClone(buildOpenApiDocument());
    await expect(SwaggerParser.validate(doc as never)).resolves.toMatchObject({ openapi: "3.1.0" });
  });

  it("generates TypeScript types naming every path and operation", async () => {
    const source = astToString(await openapiTS(structuredClone(buildOpenApiDocument()) as never));
    for (const route of API_ROUTES) {
      expect(source, route.path).toContain(`"${route.path}": {`);
      expect(source, route.name).toContain(`${route.name}: {`);
    }
    expect(source).toContain(`"/api/v1/openapi.json": {`);
  });
});
