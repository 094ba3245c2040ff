// An input file (or folder, or link) that cannot be imported; the message starts with its path.
export class InputFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
  }
}
