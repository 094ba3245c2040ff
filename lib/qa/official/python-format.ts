// Python's str.format for the only replacement fields a judge template uses: automatic `{}` and
// explicit `{0}` positions, with `{{` and `}}` as literal braces. Anything else (names, format
// specs, conversions) is refused rather than guessed at.
export class PythonFormatError extends Error {}

export function pythonFormat(template: string, args: string[]): string {
  let out = "";
  let auto = 0;
  let explicit = false;
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!;
    if (c === "{" && template[i + 1] === "{") {
      out += "{";
      i++;
    } else if (c === "}" && template[i + 1] === "}") {
      out += "}";
      i++;
    } else if (c === "{") {
      const close = template.indexOf("}", i);
      const field = close === -1 ? null : template.slice(i + 1, close);
      if (field === null || !/^\d*$/.test(field))
        throw new PythonFormatError(`unsupported replacement field "${template.slice(i, close === -1 ? i + 10 : close + 1)}"`);
      if (field === "" ? explicit : auto > 0) throw new PythonFormatError("cannot switch between automatic and manual field numbering");
      const index = field === "" ? auto++ : Number(field);
      if (field !== "") explicit = true;
      if (index >= args.length) throw new PythonFormatError(`replacement field {${field}} has no argument (the template gets ${args.length})`);
      out += args[index];
      i = close;
    } else if (c === "}") {
      throw new PythonFormatError("single '}' encountered in format string");
    } else out += c;
  }
  return out;
}
