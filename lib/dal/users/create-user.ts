import "server-only";
import { getDb } from "@/lib/db/prisma";
import { hashPassword } from "@/lib/auth/password";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { AppError } from "@/lib/errors";

export async function createUser(input: { email: string; password: string; name?: string }) {
  const db = getDb();
  const email = input.email.trim().toLowerCase();
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
  const taken = () => new AppError("CONFLICT", `A user with the email ${email} already exists.`);
  if (existing) throw taken();
  // The check above is for the message; the unique index decides when two creations race.
  try {
    return await db.user.create({
      data: { email, name: input.name ?? null, passwordHash: await hashPassword(input.password) },
      select: { id: true, email: true, name: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
