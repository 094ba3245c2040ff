import { CommanderError, type Command } from "commander";
import { CliError } from "@/lib/cli/cli-error";
import { commandPath, leafCommands, usageLine } from "@/lib/cli/help-layout";
import type { Output } from "@/lib/cli/output";
import { buildProgram } from "@/lib/cli/program";

function eachCommand(cmd: Command, visit: (cmd: Command) => void): void {
  visit(cmd);
  for (const sub of cmd.commands) eachCommand(sub, visit);
}

// Parses argv with commander and runs the command it names. Commander never writes or exits on
// its own: help (--help, -h, or no command at all) is printed through `out` (`{"help": text}`
// with --json) and its refusals become USAGE errors with exit status 2, reported by main.ts as
// every other error is.
export async function runCommandLine(argv: string[], out: Output): Promise<void> {
  let help = "";
  const program = buildProgram(out, { writeOut: (text) => (help += text), writeErr: () => {}, outputError: () => {} });
  // The deepest command the words on the line reached, to say where a subcommand is missing.
  let reached: Command = program;
  eachCommand(program, (cmd) => cmd.hook("preSubcommand", (_, sub) => void (reached = sub)));
  const printHelp = () => {
    const text = help.trimEnd();
    out.result({ help: text }, text);
  };
  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === "commander.helpDisplayed") return printHelp();
    if (error.code === "commander.help" && reached === program) {
      help = "";
      program.outputHelp();
      return printHelp();
    }
    if (error.code === "commander.help") {
      const usage = leafCommands(reached).map(usageLine).join(" | ");
      throw new CliError("USAGE", `usage: ${usage} (${commandPath(reached)} --help explains them)`, 2);
    }
    // "error: unknown option '--nmae'\n(Did you mean --name?)" -> one line, and where to look.
    const message = error.message
      .replace(/^error: /, "")
      .replace(/\s*\(Did you mean (.+)\)\s*$/, ", did you mean $1")
      .replace(/\s*\n\s*/g, " ");
    const what = error.code === "commander.unknownCommand" ? "the commands" : "its usage";
    throw new CliError("USAGE", `${message} (${commandPath(reached)} --help shows ${what})`, 2);
  }
}
