/** Limits we advertise in hello and enforce; the values are mongod's defaults. */
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE_BYTES = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;

export const OpCode = {
  Reply: 1,
  Query: 2004,
  Compressed: 2012,
  Msg: 2013,
} as const;

/** OP_MSG flag bits (https://github.com/mongodb/specifications/blob/master/source/message/OP_MSG.md). */
export const MsgFlag = {
  ChecksumPresent: 1 << 0,
  MoreToCome: 1 << 1,
  ExhaustAllowed: 1 << 16,
} as const;

export const HEADER_SIZE = 16;
