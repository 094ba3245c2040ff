import type { NextConfig } from "next";
import { contentSecurityPolicy } from "./lib/server/content-security-policy";
import { STUDY_REPORT_CSP } from "./lib/studies/study-report-csp";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc; skipping it here keeps `npm start` quick.
  typescript: { ignoreBuildErrors: true },
  // The embedded database and Prisma's generated client run on the server only.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "@electric-sql/pglite-pgvector", "pg"],
  async headers() {
    const everywhere = [
      { key: "X-Frame-Options", value: "DENY" },
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    ];
    // Pages get their policy, with a per-request nonce, from proxy.ts; everything proxy.ts does not
    // see (the HTTP API, static files) gets the same policy without a nonce: no inline script.
    const withoutNonce = [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ development: process.env.NODE_ENV === "development" }) }];
    return [
      { source: "/:path*", headers: everywhere },
      { source: "/api/:path*", headers: withoutNonce },
      { source: "/_next/:path*", headers: withoutNonce },
      { source: "/favicon.:ext", headers: withoutNonce },
      // A study's shareable report is a file that loads and runs nothing: its own stricter policy
      // (the last rule to set a header wins over the /api one above).
      { source: "/api/studies/:studyId/report", headers: [{ key: "Content-Security-Policy", value: STUDY_REPORT_CSP }] },
    ];
  },
};

export default nextConfig;
