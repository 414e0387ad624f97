// Any console.error during a test is a bug we have not noticed yet: fail the test that caused it.
const original = console.error;
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (errors.length > 0) {
    throw new Error(`console.error was called ${errors.length} time(s): ${String(errors[0]?.[0]).slice(0, 300)}`);
  }
});
