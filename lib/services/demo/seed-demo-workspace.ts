import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { writeDemoWorkspace, type DemoSeedSummary } from "@/lib/dal/demo/write-demo-workspace";
import { buildDemoSeedRows } from "@/lib/demo/build-demo-seed-rows";
import { DEMO_PASSWORD, generateDemoData } from "@/lib/demo/generate-demo-data";
import { planDemoStudy } from "@/lib/demo/plan-demo-study";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export type { DemoSeedSummary };

// Seeds the demo workspace (`lore seed demo`, and `npm start` on an empty database): the data is
// generated and its rows built here, the high-fidelity extractor's sheets by Lore's real offline
// extractor (lib/demo/build-demo-seed-rows.ts), and the demo study planned (lib/demo/plan-demo-study.ts);
// the DAL writes them in one transaction.
export async function seedDemoWorkspace(db?: PrismaClient): Promise<DemoSeedSummary> {
  const data = generateDemoData();
  // bcrypt is slow on purpose: hash once, outside the transaction, and share it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  return writeDemoWorkspace(db, { passwordHash, seed: data.seed, rowsFor: (users) => buildDemoSeedRows(data, users, now), studyFor: planDemoStudy });
}
