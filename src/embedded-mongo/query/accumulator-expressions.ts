import { MongoCommandError } from '../errors';
import { exactAccumulator } from './accumulators';
import { isPlainObject } from './aggregation-expressions';
import { describeValue } from './describe';
import type { NativeOperator } from './native-operators';
import { rankedAccumulator } from './ranked-accumulators';

/**
 * The accumulators mongod 7 also has as expressions over one array: `$firstN`, `$lastN`, `$maxN`, `$minN`
 * (`{n, input}`, `n` any expression giving a positive integer) and `$median`, `$percentile`
 * (`{input, p, method}`). They run the store's own accumulators (ranked-accumulators.ts, accumulators.ts)
 * over the array's elements, so elements keep their types.
 */

type Operator = (operand: unknown) => NativeOperator;

/** `{n, input}`: mongod's parse errors (5787801/5787900 for a non-document, 5787901, 5787906, 5787907). */
function nExpression(operator: '$firstN' | '$lastN' | '$maxN' | '$minN'): Operator {
  return (operand) => {
    if (!isPlainObject(operand)) {
      const code = operator === '$firstN' || operator === '$lastN' ? 'Location5787801' : 'Location5787900';
      throw new MongoCommandError(code, `specification must be an object; found ${operator}: ${describeValue(operand)}`);
    }
    for (const key of Object.keys(operand)) {
      if (key !== 'n' && key !== 'input') throw new MongoCommandError('Location5787901', `Unknown argument for 'n' operator: ${key}`);
    }
    if (!Object.hasOwn(operand, 'n')) throw new MongoCommandError('Location5787906', "Missing value for 'n'");
    if (!Object.hasOwn(operand, 'input')) throw new MongoCommandError('Location5787907', "Missing value for 'input'");
    return {
      args: [operand.n, operand.input],
      apply: ([nArg, inputArg]) => {
        // `n` is already evaluated: handed over as a literal, so a string value is not read as a field path.
        const accumulator = rankedAccumulator(operator, { n: { $literal: nArg!() }, input: null })!.create();
        const input = inputArg!();
        if (!Array.isArray(input)) throw new MongoCommandError('Location5788200', 'Input must be an array');
        for (const value of input) accumulator.add(value);
        return accumulator.result();
      },
    };
  };
}

/** `$median`/`$percentile` over an array's numbers (or over one number). */
function quantileExpression(operator: '$median' | '$percentile'): Operator {
  return (operand) => {
    const spec = exactAccumulator(operator, operand)!;
    return {
      args: [spec.argument],
      apply: ([inputArg]) => {
        const accumulator = spec.create();
        const input = inputArg!();
        for (const value of Array.isArray(input) ? input : [input]) accumulator.add(value);
        return accumulator.result();
      },
    };
  };
}

export const ACCUMULATOR_EXPRESSIONS: Record<string, Operator> = {
  $firstN: nExpression('$firstN'),
  $lastN: nExpression('$lastN'),
  $maxN: nExpression('$maxN'),
  $minN: nExpression('$minN'),
  $median: quantileExpression('$median'),
  $percentile: quantileExpression('$percentile'),
};
