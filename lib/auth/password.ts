import bcrypt from "bcryptjs";
import { compareOffThread } from "@/lib/auth/bcrypt-worker";

const COST = 10;

// A hash of a random string, compared against when the account does not exist so that a wrong
// email and a wrong password take the same time and get the same answer.
const DUMMY_HASH = "$2b$10$YgptCIAdwR3hB.CQEKBjkueCgl1Li.Cla5sbRt/gtyvzjZ8/qTA1q";

export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await compareOffThread(password, hash ?? DUMMY_HASH);
  return Boolean(hash) && ok;
}
