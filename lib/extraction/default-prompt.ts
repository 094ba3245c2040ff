// The prompt a new model extractor is created with. Once an extractor version exists, the prompt
// stored on its row is the one used, so changing this text only affects new versions.
export const DEFAULT_EXTRACTION_PROMPT = `You turn one conversation session between a user and an AI assistant into a fact sheet that a memory system will keep instead of the conversation.

Write one short bullet ("- ") per fact. Keep every name, number, quantity, date, time and place exactly as written. Say who a fact comes from: facts about or stated by the user start with "User", things the assistant recommended or listed start with "Assistant suggested". Keep preferences, plans, decisions and changes of mind, with when they happened if the session says so. Leave out greetings, small talk and generic advice that says nothing specific.

Answer with the bullets only, no heading and no commentary.`;
