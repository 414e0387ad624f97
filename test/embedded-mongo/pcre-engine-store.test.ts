import { BSONRegExp, type Db, MongoServerError } from 'mongodb';
import { describeEmbedded, suiteAppDb } from './target';

/** Patterns the store's own PCRE2 matcher runs, through the wire protocol. */
describeEmbedded('the PCRE2 matcher behind queries and the regex operators', () => {
  const appDb = suiteAppDb(async (db) => {
    await db.collection<{ _id: number; s: string; r?: BSONRegExp }>('p').insertMany([
      { _id: 1, s: '(a(b)c)', r: new BSONRegExp('^(\\((?:[^()]|(?1))*\\))$', 'i') },
      { _id: 2, s: '(a(b c)', r: new BSONRegExp('a', '') },
    ]);
  });
  let db: Db;
  beforeAll(() => {
    db = appDb();
  });

  test('a $regex with recursion', async () => {
    const found = await db.collection('p').find({ s: { $regex: '^(\\((?:[^()]|(?1))*\\))$' } }, { projection: { _id: 1 } }).toArray();
    expect(found).toEqual([{ _id: 1 }]);
  });

  test('a stored regex the matcher runs keeps its pattern and options through a computed stage', async () => {
    const [doc] = await db.collection('p').aggregate([{ $match: { _id: 1 } }, { $addFields: { n: { $add: [1, 1] } } }], { bsonRegExp: true }).toArray();
    expect(doc!.r).toEqual(new BSONRegExp('^(\\((?:[^()]|(?1))*\\))$', 'i'));
    expect(doc!.n).toBe(2);
  });

  test('$regexFindAll reports PCRE2 captures and code point indexes', async () => {
    const [doc] = await db
      .collection('p')
      .aggregate([{ $match: { _id: 1 } }, { $project: { _id: 0, r: { $regexFindAll: { input: '😀ab-b', regex: '((a)|b)+' } } } }])
      .toArray();
    expect(doc).toEqual({ r: [{ match: 'ab', idx: 1, captures: ['b', 'a'] }, { match: 'b', idx: 4, captures: ['b', null] }] });
  });

  test('the match limit is 51156 in the operators and no match in a query', async () => {
    const input = `${'a'.repeat(30)}b`;
    await db.collection<{ _id: number; s: string; r?: BSONRegExp }>('p').insertOne({ _id: 3, s: input });
    const error = await db
      .collection('p')
      .aggregate([{ $match: { _id: 3 } }, { $project: { r: { $regexMatch: { input: '$s', regex: '^(?|a|a)*$' } } } }])
      .toArray()
      .catch((caught: MongoServerError) => caught);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(51156);
    expect((error as MongoServerError).message).toBe('Error occurred while executing the regular expression in $regexMatch. Result code: match limit exceeded');
    expect(await db.collection('p').countDocuments({ s: { $regex: '^(?|a|a)*$' } })).toBe(0);
  });
});
