-- Server-side revocation of login sessions (JWTs): each AuthSession token carries the user's
-- sessionVersion from its sign-in, and every request checks it against this column. Signing
-- out, or an admin's "sign out everywhere", increments it, so every earlier token is refused.
ALTER TABLE "User" ADD COLUMN "sessionVersion" INTEGER NOT NULL DEFAULT 0;
