// Python's str() of a JSON number, as the official script formats a numeric answer into its
// template: an int prints its digits; a float prints its shortest round-trip repr ("2.5", "1e-05",
// "1e+16", "2.0"). JSON.parse cannot tell `2` from `2.0` or `1e16`, so an integral value is taken
// as a Python int written in digits (as JSON writers write ints); every numeric answer in
// LongMemEval is such an integer.
export function pythonStr(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return BigInt(value).toString();
  const [mantissa, exponentText] = value.toExponential().split("e") as [string, string];
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const sign = negative ? "-" : "";
  if (exponent < -4 || exponent >= 16) {
    const rest = digits.slice(1);
    return `${sign}${digits[0]}${rest ? `.${rest}` : ""}e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  const fraction = digits.slice(exponent + 1);
  return `${sign}${whole}.${fraction || "0"}`;
}
