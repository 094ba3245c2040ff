import { Help, Option, type Argument, type Command, type HelpConfiguration } from "commander";

// Options a command cannot do without. Commander does not enforce them: each command's zod
// schema does, so a missing one is still INVALID_INPUT naming the flag. They only lose their
// brackets in the generated usage line.
const NEEDED = new WeakSet<Option>();

export function neededOption(flags: string, description: string): Option {
  const option = new Option(flags, description);
  NEEDED.add(option);
  return option;
}

// Every command except the root's groups (`lore import` -> `lore import run`, ...), in declaration order.
export function leafCommands(cmd: Command): Command[] {
  return cmd.commands.flatMap((sub) => (sub.commands.length > 0 ? leafCommands(sub) : [sub]));
}

export function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let at: Command | null = cmd; at; at = at.parent) names.unshift(at.name());
  return names.join(" ");
}

function argumentUsage(argument: Argument): string {
  const name = `${argument.name()}${argument.variadic ? "..." : ""}`;
  return argument.required ? `<${name}>` : `[${name}]`;
}

// "--benchmark <NAME>" reads "--benchmark NAME" in a usage line, as in a man page's synopsis.
function optionUsage(option: Option): string {
  const term = option.flags.replace(/[<>]/g, "");
  return NEEDED.has(option) ? term : `[${term}]`;
}

// The usage line of a command, built from what it declares: its path, arguments and options.
export function usageLine(cmd: Command): string {
  if (cmd.commands.length > 0) return `${commandPath(cmd)} <command>`;
  const options = cmd.options.filter((option) => !option.hidden).map(optionUsage);
  return [commandPath(cmd), ...cmd.registeredArguments.map(argumentUsage), ...options].join(" ");
}

// Terms wider than this go on a line of their own, with the description under the column.
const TERM_COLUMN = 36;

// Commander's help, laid out as Lore's hand-written help was: the root lists every command
// (not just the groups) with its full usage line; a long term gets its own line.
export const HELP_LAYOUT: HelpConfiguration = {
  showGlobalOptions: true,
  commandUsage: usageLine,
  subcommandTerm: usageLine,
  visibleCommands(this: Help, cmd: Command) {
    return cmd.parent ? Help.prototype.visibleCommands.call(this, cmd) : leafCommands(cmd);
  },
  padWidth(this: Help, cmd: Command, helper: Help) {
    return Math.min(TERM_COLUMN, Help.prototype.padWidth.call(this, cmd, helper));
  },
  formatItem(this: Help, term: string, termWidth: number, description: string, helper: Help) {
    if (!description || helper.displayWidth(term) <= termWidth) return Help.prototype.formatItem.call(this, term, termWidth, description, helper);
    return `  ${term}\n${Help.prototype.formatItem.call(this, "", termWidth, description, helper)}`;
  },
};
