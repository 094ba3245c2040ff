// A failure the CLI reports as one clear line (or one JSON object with --json) and exit code.
// `details` are extra fields of the --json error object (say, what an import committed).
export class CliError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly exitCode = 1,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
