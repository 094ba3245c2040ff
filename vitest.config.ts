import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };

// Unit tests are pure and sit beside their source (*.test.ts). Integration tests
// (*.int.test.ts) run against a real PostgreSQL: a fresh embedded server by default, or a fresh
// database on TEST_DATABASE_URL's server when LORE_TEST_TARGET=external.
export default defineConfig({
  resolve: { alias, conditions: ["react-server"] },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        resolve: { alias, conditions: ["react-server"] },
        ssr: { resolve: { conditions: ["react-server"] } },
        test: {
          name: "integration",
          include: ["lib/**/*.int.test.ts", "scripts/**/*.int.test.ts"],
          environment: "node",
          globalSetup: ["testing/global-setup.ts"],
          setupFiles: ["testing/setup-database-env.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
        },
      },
    ],
  },
});
