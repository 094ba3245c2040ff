import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ["node_modules/**", ".next/**", ".lore/**", "lib/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**"],
  },
  {
    // lib/zod.ts sets zod's jitless mode before any schema is built (no eval probe, so no CSP
    // violation in the browser); every schema must come from there.
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["lib/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: 'import { z } from "@/lib/zod", which turns off zod\'s eval probe (CSP).', allowTypeImports: true }] },
      ],
    },
  },
];

export default config;
