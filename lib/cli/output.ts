export type Output = {
  json: boolean;
  // Progress and logs: always stderr, so stdout stays one JSON object under --json.
  log: (line: string) => void;
  result: (data: unknown, human: string) => void;
};

export function createOutput(json: boolean): Output {
  return {
    json,
    log: (line) => process.stderr.write(`${line}\n`),
    result: (data, human) => process.stdout.write(json ? `${JSON.stringify(data)}\n` : `${human}\n`),
  };
}
