import type { Binary } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonType, exactInteger, isNumeric, toDouble } from './bson-values';

/** A value's bits for $bitsAllSet & co.: integers as 64-bit two's complement, BinData as little-endian bytes. */
export type BitTest = (position: number) => boolean;

export function bitsOfValue(value: unknown): BitTest | undefined {
  if (bsonType(value) === 'Binary') {
    const binary = value as Binary;
    const bytes = binary.buffer.subarray(0, binary.position);
    return (position) => position < bytes.length * 8 && (bytes[position >> 3]! & (1 << (position & 7))) !== 0;
  }
  if (!isNumeric(value)) return undefined;
  const integer = exactInteger(value);
  // Non-integral numbers and integers outside int64 never match, as in mongod.
  if (integer === undefined || integer < -(2n ** 63n) || integer >= 2n ** 63n) return undefined;
  const bits = BigInt.asUintN(64, integer);
  // Positions past 63 read the sign bit, as if the integer were sign-extended forever.
  return (position) => ((bits >> BigInt(Math.min(position, 63))) & 1n) === 1n;
}

/** The positions an operand names: a bitmask number, BinData, or an array of positions. */
export function bitPositions(operator: string, operand: unknown): number[] {
  if (Array.isArray(operand)) {
    return operand.map((item) => {
      const position = toDouble(item);
      if (!isNumeric(item) || !Number.isInteger(position) || position < 0) {
        throw new MongoCommandError('BadValue', `bit positions must be >= 0 but got: ${String(position)}`);
      }
      return position;
    });
  }
  const test = bitsOfValue(operand);
  if (!test || (isNumeric(operand) && toDouble(operand) < 0)) {
    throw new MongoCommandError('BadValue', `${operator} takes an Array, a number, or a BinData but received: ${String(operand)}`);
  }
  const width = bsonType(operand) === 'Binary' ? (operand as Binary).position * 8 : 64;
  return Array.from({ length: width }, (_, position) => position).filter(test);
}
