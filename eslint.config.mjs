import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Import boundaries (../shared/CONVENTIONS.md), enforced rather than hoped for:
// - only lib/dal and lib/db touch the Prisma client (types may be imported anywhere);
// - lib/ never imports app/ or components/, and no production code imports testing/;
// - the pure domain folders import no I/O: no database, no services, no file system, no network.
// Tests, testing/ (test-only scaffolding) and scripts/ (benchmarks, start-up) are exempt.
const TESTS = ["**/*.test.ts", "**/*.test.tsx", "testing/**", "scripts/**", "e2e/**"];

const prismaClient = [
  { name: "@/lib/db/prisma", importNames: ["getDb", "createPrismaClient"], message: "Only lib/dal and lib/db use the Prisma client: call a DAL function." },
  { name: "@/lib/generated/prisma/client", message: "Only lib/dal and lib/db use the Prisma client: import types with `import type`.", allowTypeImports: true },
];
const uiFromLib = [{ group: ["@/app/*", "@/components/*"], message: "lib/ never imports app/ or components/." }];
const testOnly = [{ group: ["@/testing/*", "**/testing/*"], message: "testing/ is test-only scaffolding: production code never imports it." }];
const io = [
  {
    group: ["@/lib/dal/*", "@/lib/db/*", "@/lib/services/*", "@/lib/actions/*", "@/lib/cli/*", "@/lib/jobs/*"],
    message: "A pure domain folder does no I/O.",
    allowTypeImports: true,
  },
  { group: ["node:fs", "node:fs/*", "fs", "node:child_process", "node:net", "pg", "server-only", "next/*"], message: "A pure domain folder does no I/O." },
];

// Folders of pure logic (metrics, statistics, diffing, parsing, prompt building, view data).
const PURE = [
  "audit",
  "charts",
  "demo",
  "dev-benchmark",
  "format",
  "inbox",
  "memories",
  "metrics",
  "proposals",
  "questions",
  "runs",
  "schemas",
  "search",
  "sessions",
  "stats",
  "studies",
  "tokens",
  "utils",
  "validation",
  "workspaces",
].map((d) => `lib/${d}/**`);

// Domain folders that may reach the outside world (an LLM or embedding provider, LongMemEval's
// files) but never the database: what reads or writes rows is a service (lib/services), which
// calls them. The orchestrators that did both (extraction, retrieval and QA experiments, judge
// runs, detail-loss analysis) live in lib/services now.
const DOMAIN = ["analysis", "detail-loss", "embeddings", "experiments", "extraction", "llm", "longmemeval", "qa"].map((d) => `lib/${d}/**`);
const database = [
  {
    group: ["@/lib/dal/*", "@/lib/db/*", "@/lib/services/*", "@/lib/actions/*", "@/lib/jobs/*"],
    message: "Domain code never touches the database: move the orchestration into lib/services.",
    allowTypeImports: true,
  },
];

// The DAL returns rows and does no domain work: it never runs an embedder, an extractor or the
// comparison's statistics, and never calls a service (which would call the DAL back). Constants
// and types from those modules (LOCAL_EMBEDDER_ID, OFFLINE_EXTRACTOR, Embedder) stay allowed.
const dalDomainWork = [
  {
    name: "@/lib/embeddings/get-embedder",
    message: "The DAL does not embed: compute vectors in a service (lib/services/search/embed-pending.ts).",
    allowTypeImports: true,
  },
  {
    name: "@/lib/embeddings/local-embedder",
    importNames: ["createLocalEmbedder", "embedText"],
    message: "The DAL does not embed: compute vectors in a service.",
  },
  { name: "@/lib/embeddings/openai-embedder", importNames: ["createOpenAiEmbedder"], message: "The DAL does not embed: compute vectors in a service." },
  {
    name: "@/lib/embeddings/embed-query",
    message: "The DAL does not embed: a search service embeds the query (lib/services/search/hybrid-search.ts).",
    allowTypeImports: true,
  },
  {
    name: "@/lib/extraction/offline-extractor",
    importNames: ["extractOffline", "createOfflineExtractor"],
    message: "The DAL does not extract: build the rows in lib/<domain> or a service and hand them to the DAL.",
  },
  {
    name: "@/lib/extraction/openai-chat-extractor",
    message: "The DAL does not extract: resolve extractors in lib/services/extraction.",
    allowTypeImports: true,
  },
  { name: "@/lib/runs/compare-runs", message: "The DAL does not compute statistics: see lib/services/runs/get-comparison.ts.", allowTypeImports: true },
  { name: "@/lib/stats/paired-bootstrap", message: "The DAL does not compute statistics: return rows to a service.", allowTypeImports: true },
  { name: "@/lib/stats/mcnemar-exact", message: "The DAL does not compute statistics: return rows to a service.", allowTypeImports: true },
  { name: "@/lib/stats/diff-interval", message: "The DAL does not compute statistics: return rows to a service.", allowTypeImports: true },
];
const dalCallsNoService = [{ group: ["@/lib/services/*"], message: "The DAL never calls a service: the service calls the DAL.", allowTypeImports: true }];

// lib/zod.ts sets zod's jitless mode before any schema is built (no eval probe, so no CSP
// violation in the browser); every schema must come from there. Flat config replaces a rule per
// block, so each block below repeats this path.
const zodOnlyFromLibZod = { name: "zod", message: 'import { z } from "@/lib/zod", which turns off zod\'s eval probe (CSP).', allowTypeImports: true };

const rule = (paths, patterns) => ["error", { paths: [zodOnlyFromLibZod, ...paths], patterns }];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ["node_modules/**", ".next/**", ".lore/**", "lib/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**"],
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["lib/zod.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": rule([], []) },
  },
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["lib/dal/**", "lib/db/**", "lib/zod.ts", ...TESTS],
    rules: { "@typescript-eslint/no-restricted-imports": rule(prismaClient, testOnly) },
  },
  {
    files: ["lib/**"],
    ignores: ["lib/dal/**", "lib/db/**", "lib/zod.ts", ...PURE, ...TESTS],
    rules: { "@typescript-eslint/no-restricted-imports": rule(prismaClient, [...uiFromLib, ...testOnly]) },
  },
  {
    files: ["lib/dal/**", "lib/db/**"],
    ignores: TESTS,
    rules: { "@typescript-eslint/no-restricted-imports": rule([], [...uiFromLib, ...testOnly]) },
  },
  {
    files: ["lib/dal/**"],
    ignores: TESTS,
    rules: { "@typescript-eslint/no-restricted-imports": rule(dalDomainWork, [...uiFromLib, ...dalCallsNoService, ...testOnly]) },
  },
  {
    files: DOMAIN,
    ignores: TESTS,
    rules: { "@typescript-eslint/no-restricted-imports": rule(prismaClient, [...uiFromLib, ...database, ...testOnly]) },
  },
  {
    files: PURE,
    ignores: TESTS,
    rules: { "@typescript-eslint/no-restricted-imports": rule(prismaClient, [...uiFromLib, ...io, ...testOnly]) },
  },
];

export default config;
