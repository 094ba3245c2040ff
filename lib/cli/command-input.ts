import type { Command } from "commander";

// What a command module receives: its operands, and the options given on the command line under
// their flag names ("from-run", not commander's "fromRun"), as node:util parseArgs gave them
// before and as the commands' zod schemas and tests name them. Unset options are absent;
// --json is the output mode, not input.
export function commandInput(cmd: Command): { args: string[]; flags: Record<string, unknown> } {
  const flags: Record<string, unknown> = {};
  for (let at: Command | null = cmd; at; at = at.parent) {
    for (const option of at.options) {
      const flag = option.long?.slice(2);
      const value = at.getOptionValue(option.attributeName());
      if (!flag || flag === "json" || value === undefined || flag in flags) continue;
      flags[flag] = value;
    }
  }
  return { args: [...cmd.args], flags };
}
