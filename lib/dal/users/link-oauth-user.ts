import "server-only";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { getDb } from "@/lib/db/prisma";

// OAuth sign-in: the provider account is linked to the user with the same verified email, or
// a new user without a password is created.
export async function linkOAuthUser(input: { email: string; name: string | null; image: string | null; provider: string; providerAccountId: string }) {
  try {
    return await linkOnce(input);
  } catch (error) {
    // Two first sign-ins of one person at once: the loser's insert hits the unique index and its
    // transaction aborts; the second attempt finds the winner's rows.
    if (!isUniqueViolation(error)) throw error;
    return linkOnce(input);
  }
}

async function linkOnce(input: Parameters<typeof linkOAuthUser>[0]) {
  const db = getDb();
  const email = input.email.trim().toLowerCase();
  return db.$transaction(async (tx) => {
    const user = await tx.user.upsert({
      where: { email },
      create: { email, name: input.name, image: input.image, emailVerified: new Date() },
      update: {},
      select: { id: true },
    });
    await tx.account.upsert({
      where: { provider_providerAccountId: { provider: input.provider, providerAccountId: input.providerAccountId } },
      create: { userId: user.id, type: "oauth", provider: input.provider, providerAccountId: input.providerAccountId },
      update: {},
    });
    return user;
  });
}
