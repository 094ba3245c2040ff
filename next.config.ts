import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc; skipping it here keeps `npm start` quick.
  typescript: { ignoreBuildErrors: true },
  // The embedded database and Prisma's generated client run on the server only.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "@electric-sql/pglite-pgvector", "pg"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          // Next's bootstrap scripts are inline, hence 'unsafe-inline' for scripts; everything else
          // comes from this origin only, and nothing may frame the app.
          {
            key: "Content-Security-Policy",
            value: [
              "default-src 'self'",
              "script-src 'self' 'unsafe-inline'",
              "style-src 'self' 'unsafe-inline'",
              "img-src 'self' data: https://avatars.githubusercontent.com",
              "font-src 'self' data:",
              "connect-src 'self'",
              "frame-ancestors 'none'",
              "base-uri 'self'",
              "form-action 'self'",
              "object-src 'none'",
            ].join("; "),
          },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ];
  },
};

export default nextConfig;
