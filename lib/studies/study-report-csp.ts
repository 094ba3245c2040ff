// The shareable report's own Content-Security-Policy, as a <meta> in the file and as the download
// route's header: nothing may load or run; only the file's one <style> block and data: images
// (none today) apply. Stricter than the app's (lib/server/content-security-policy.ts), which
// must allow its own scripts.
export const STUDY_REPORT_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "font-src 'none'",
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");
