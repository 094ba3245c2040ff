import "server-only";
import { createHash } from "node:crypto";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { getDb } from "@/lib/db/prisma";

export type ExtractorRow = { id: string; name: string; version: string; prompt: string | null; promptHash: string; parameters: unknown };

const select = { id: true, name: true, version: true, prompt: true, promptHash: true, parameters: true } as const;

export const hashPrompt = (prompt: string) => createHash("sha256").update(prompt).digest("hex");

export async function findExtractorRow(input: { workspaceId: string; name: string; version: string }): Promise<ExtractorRow | null> {
  return getDb().extractor.findUnique({ where: { workspaceId_name_version: input }, select });
}

// The Extractor row a run writes under, created with its prompt and prompt hash the first time;
// an existing row is returned as it is (two runs racing to create it both get the same row).
export async function ensureExtractorRow(input: {
  workspaceId: string;
  name: string;
  version: string;
  prompt: string;
  parameters: Record<string, string | number | boolean>;
}): Promise<ExtractorRow> {
  const { workspaceId, name, version } = input;
  const where = { workspaceId_name_version: { workspaceId, name, version } };
  // Prisma's upsert with an empty update is a read then an insert, so the loser of a race gets a
  // unique violation: it then reads the winner's row (as ensureBenchmark does).
  try {
    return await getDb().extractor.upsert({
      where,
      create: { workspaceId, name, version, prompt: input.prompt, promptHash: hashPrompt(input.prompt), parameters: input.parameters },
      update: {},
      select,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return getDb().extractor.findUniqueOrThrow({ where, select });
  }
}
