/**
 * mongod's MatchExpression::MatchType order (matcher/expression.h), which sortTree's matchExpressionComparator
 * compares first when it normalizes a filter (then the path, then the number of children; a stable sort, so
 * two leaves of one kind on one path keep their order whatever their values, SERVER-47661). Keyed by the
 * query operator that parses into each type; `$not`, `$ne` and `$nin` are NOT.
 */
const ORDER: Record<string, number> = {
  $and: 0, $or: 1, $elemMatchObject: 2, $elemMatch: 3, $size: 4, $eq: 5, $lte: 6, $lt: 7, $gt: 8, $gte: 9, $regex: 10,
  $mod: 11, $exists: 12, $in: 13, $bitsAllSet: 14, $bitsAllClear: 15, $bitsAnySet: 16, $bitsAnyClear: 17,
  $not: 18, $ne: 18, $nin: 18, $nor: 19, $type: 20, $geoWithin: 21, $geoIntersects: 21, $where: 22, $expr: 23,
};

/** The MatchType rank of a query operator (`$elemMatchObject` for the object form of `$elemMatch`). */
export const matchTypeRank = (operator: string): number => ORDER[operator] ?? ORDER.$eq!;
