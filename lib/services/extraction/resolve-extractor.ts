import { ensureExtractorRow, findExtractorRow, type ExtractorRow } from "@/lib/dal/extractors/ensure-extractor-row";
import { AppError } from "@/lib/errors";
import { DEFAULT_EXTRACTION_PROMPT } from "@/lib/extraction/default-prompt";
import type { Extractor } from "@/lib/extraction/extractor";
import { createOfflineExtractor, OFFLINE_EXTRACTOR } from "@/lib/extraction/offline-extractor";
import { createOpenAiChatExtractor, openAiChatSettingsFromEnv, type Env, type OpenAiChatSettings } from "@/lib/extraction/openai-chat-extractor";

export type ExtractorSpec = { name: string; version: string };
export type Provider = "offline" | "openai";

const isOffline = (spec: ExtractorSpec) => spec.name === OFFLINE_EXTRACTOR.name;

// --provider when given; else offline for lore-baseline, and for any other extractor the
// OpenAI-compatible provider when LORE_LLM_BASE_URL is set.
export function chooseProvider(input: { spec: ExtractorSpec; provider?: Provider; env?: Env }): Provider {
  const env = input.env ?? process.env;
  const provider = input.provider ?? (!isOffline(input.spec) && env.LORE_LLM_BASE_URL ? "openai" : "offline");
  const label = `${input.spec.name}@${input.spec.version}`;
  if (provider === "offline" && (!isOffline(input.spec) || input.spec.version !== OFFLINE_EXTRACTOR.version)) {
    throw new AppError(
      "INVALID_INPUT",
      `${label} needs a model provider: set LORE_LLM_BASE_URL and LORE_LLM_MODEL, or use the offline extractor ${OFFLINE_EXTRACTOR.name}@${OFFLINE_EXTRACTOR.version}`,
    );
  }
  if (provider === "openai" && isOffline(input.spec)) {
    throw new AppError("INVALID_INPUT", `${OFFLINE_EXTRACTOR.name} is the offline extractor's name: give a model extractor another name`);
  }
  return provider;
}

function providerSettings(env: Env): OpenAiChatSettings {
  try {
    return openAiChatSettingsFromEnv(env);
  } catch (error) {
    throw new AppError("INVALID_INPUT", (error as Error).message);
  }
}

function modelOf(row: ExtractorRow): unknown {
  return row.parameters && typeof row.parameters === "object" ? (row.parameters as Record<string, unknown>).model : undefined;
}

// The extractor for a spec in a workspace. An existing version keeps the prompt stored on its row
// (so a resumed or repeated run extracts exactly as the first did) and must have been made by a
// model with the same LORE_LLM_MODEL; a new version gets the default prompt, and its row is
// created unless `create` is false (an action only checks before enqueueing).
export async function resolveExtractor(input: {
  workspaceId: string;
  spec: ExtractorSpec;
  provider: Provider;
  create?: boolean;
  env?: Env;
}): Promise<{ extractor: Extractor; row: ExtractorRow | null }> {
  const env = input.env ?? process.env;
  const label = `${input.spec.name}@${input.spec.version}`;
  let row = await findExtractorRow({ workspaceId: input.workspaceId, ...input.spec });
  let extractor: Extractor;
  if (input.provider === "offline") {
    extractor = createOfflineExtractor();
  } else {
    const settings = providerSettings(env);
    if (row) {
      const model = modelOf(row);
      if (!row.prompt || model === undefined) {
        throw new AppError("CONFLICT", `${label} was imported or made without a stored prompt and model: extract into a new version`);
      }
      if (model !== settings.model) {
        throw new AppError(
          "CONFLICT",
          `${label} was made with the model ${String(model)}, but LORE_LLM_MODEL is ${settings.model}: extract into a new version`,
        );
      }
    }
    extractor = createOpenAiChatExtractor({ ...input.spec, prompt: row?.prompt ?? DEFAULT_EXTRACTION_PROMPT, settings });
  }
  if (!row && input.create !== false) {
    row = await ensureExtractorRow({ workspaceId: input.workspaceId, ...input.spec, prompt: extractor.prompt, parameters: extractor.parameters });
  }
  return { extractor, row };
}
