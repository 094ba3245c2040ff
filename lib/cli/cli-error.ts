// A failure the CLI reports as one clear line (or one JSON object with --json) and exit code.
export class CliError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
