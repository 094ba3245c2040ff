import { expect } from "vitest";

// For the study tests: run `attempt`, expect it to throw an `errorClass` carrying problems, and
// return them (a study file or plan that is accepted fails the test).
export function refusedWith<P>(attempt: () => unknown, errorClass: new (...args: never[]) => Error & { problems: P }): P {
  try {
    attempt();
  } catch (error) {
    expect(error).toBeInstanceOf(errorClass);
    return (error as Error & { problems: P }).problems;
  }
  throw new Error(`expected a ${errorClass.name}, but nothing was refused`);
}
