import { createHash, createHmac, pbkdf2Sync } from 'node:crypto';
import { type Db, type Document, MongoServerError, UUID } from 'mongodb';
import { describeEmbedded, removeTempDirs, suiteAppDb, tempDir, withStoreClient } from './target';

/** What mongod's SCRAM credentials must be for a password, recomputed from the stored salt (RFC 5802). */
function expectedKeys(digest: 'sha1' | 'sha256', password: string, credential: Document): { storedKey: string; serverKey: string } {
  const length = digest === 'sha1' ? 20 : 32;
  const salted = pbkdf2Sync(password, Buffer.from(credential.salt as string, 'base64'), credential.iterationCount as number, length, digest);
  const clientKey = createHmac(digest, salted).update('Client Key').digest();
  return {
    storedKey: createHash(digest).update(clientKey).digest('base64'),
    serverKey: createHmac(digest, salted).update('Server Key').digest('base64'),
  };
}

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: MongoServerError) => ({ code: error.code, message: error.message }));

/** A store's `app` database for a describe block, its users and roles dropped after each test. */
function cleanedAppDb(): () => Db {
  const appDb = suiteAppDb();
  afterEach(async () => {
    await appDb().command({ dropAllUsersFromDatabase: 1 });
    await appDb().command({ dropAllRolesFromDatabase: 1 });
  });
  return appDb;
}

describeEmbedded('user management on a standalone without access control', () => {
  const appDb = cleanedAppDb();
  let db: Db;
  beforeAll(() => {
    db = appDb();
  });
  const storedUser = async (user: string) => db.client.db('admin').collection('system.users').findOne({ _id: `app.${user}` as never });

  test('createUser stores the document mongod stores, with SCRAM-SHA-1 and SCRAM-SHA-256 credentials computed as mongod computes them', async () => {
    await db.command({ createUser: 'alice', pwd: 'secret', roles: ['read', { role: 'readWrite', db: 'other' }], customData: { team: 'print' } });
    const doc = (await storedUser('alice'))!;
    expect(Object.keys(doc)).toEqual(['_id', 'userId', 'user', 'db', 'credentials', 'customData', 'roles']);
    expect(doc.userId).toBeInstanceOf(UUID);
    expect(doc.roles).toEqual([{ role: 'read', db: 'app' }, { role: 'readWrite', db: 'other' }]);
    const sha1 = doc.credentials['SCRAM-SHA-1'];
    const sha256 = doc.credentials['SCRAM-SHA-256'];
    expect(Object.keys(sha1)).toEqual(['iterationCount', 'salt', 'storedKey', 'serverKey']);
    expect([sha1.iterationCount, Buffer.from(sha1.salt, 'base64').length]).toEqual([10000, 16]);
    expect([sha256.iterationCount, Buffer.from(sha256.salt, 'base64').length]).toEqual([15000, 28]);
    const digest = createHash('md5').update('alice:mongo:secret').digest('hex');
    expect({ storedKey: sha1.storedKey, serverKey: sha1.serverKey }).toEqual(expectedKeys('sha1', digest, sha1));
    expect({ storedKey: sha256.storedKey, serverKey: sha256.serverKey }).toEqual(expectedKeys('sha256', 'secret', sha256));
    const indexes = await db.client.db('admin').collection('system.users').indexes();
    expect(indexes.map((index) => [index.name, index.unique ?? false])).toEqual([['_id_', false], ['user_1_db_1', true]]);
  });

  test('usersInfo shows users sorted by name, with their mechanisms, credentials only when asked', async () => {
    await db.command({ createUser: 'bob', pwd: 'x', roles: [], mechanisms: ['SCRAM-SHA-256'] });
    await db.command({ createUser: 'amy', pwd: 'x', roles: ['dbOwner'], customData: { a: 1 } });
    const { users } = await db.command({ usersInfo: 1 });
    expect(users.map((user: Document) => [user.user, user.mechanisms])).toEqual([['amy', ['SCRAM-SHA-1', 'SCRAM-SHA-256']], ['bob', ['SCRAM-SHA-256']]]);
    expect(Object.keys(users[0])).toEqual(['_id', 'userId', 'user', 'db', 'customData', 'roles', 'mechanisms']);
    const hidden = await db.command({ usersInfo: 'amy', showCustomData: false, showCredentials: true });
    expect(Object.keys(hidden.users[0])).toEqual(['_id', 'userId', 'user', 'db', 'credentials', 'roles', 'mechanisms']);
    expect((await db.command({ usersInfo: [{ user: 'bob', db: 'app' }, 'nobody'] })).users.map((user: Document) => user.user)).toEqual(['bob']);
    expect((await db.command({ usersInfo: 1, filter: { roles: { $size: 0 } } })).users.map((user: Document) => user.user)).toEqual(['bob']);
    expect((await db.client.db('admin').command({ usersInfo: 1 })).users).toEqual([]);
    expect((await db.client.db('admin').command({ usersInfo: { forAllDBs: true } })).users.map((user: Document) => user._id)).toEqual(['app.amy', 'app.bob']);
  });

  test('usersInfo refuses what needs the built-in roles\u2019 privileges, after mongod\u2019s own checks', async () => {
    expect(await failure(db.command({ usersInfo: 1, showPrivileges: true }))).toEqual({
      code: 20,
      message: 'Privilege or restriction details require exact-match usersInfo queries',
    });
    expect((await failure(db.command({ usersInfo: 'amy', showPrivileges: true })))?.code).toBe(238);
  });

  test('the errors of createUser, updateUser, dropUser and the role grants', async () => {
    await db.command({ createUser: 'carl', pwd: 'x', roles: [] });
    expect(await failure(db.command({ createUser: 'carl', pwd: 'y', roles: [] }))).toEqual({ code: 51003, message: 'User "carl@app" already exists' });
    expect(await failure(db.command({ createUser: 'dan', pwd: 'y', roles: ['nope', { role: 'root', db: 'app' }] }))).toEqual({
      code: 31,
      message: 'Could not find roles: nope@app, root@app',
    });
    expect(await failure(db.command({ createUser: 'dan', pwd: 'y' }))).toEqual({ code: 40414, message: "BSON field 'createUser.roles' is missing but a required field" });
    expect(await failure(db.command({ createUser: 'dan', roles: [] }))).toEqual({
      code: 2,
      message: "Must provide a 'pwd' field for all user documents, except those with '$external' as the user's source db",
    });
    expect(await failure(db.command({ createUser: 'dan', pwd: 'y', roles: [], mechanisms: ['PLAIN'] }))).toEqual({ code: 2, message: "Unknown auth mechanism 'PLAIN'" });
    expect(await failure(db.command({ createUser: 'dan', pwd: 'y', roles: [], digestPassword: false }))).toEqual({
      code: 2,
      message: 'Use of SCRAM-SHA-256 requires undigested passwords',
    });
    expect(await failure(db.command({ createUser: 'dan', pwd: 'y', roles: [], bogus: 1 }))).toEqual({ code: 40415, message: "BSON field 'createUser.bogus' is an unknown field." });
    expect(await failure(db.command({ updateUser: 'nobody', pwd: 'y' }))).toEqual({ code: 11, message: 'User nobody@app not found' });
    expect(await failure(db.command({ updateUser: 'carl' }))).toEqual({ code: 2, message: 'Must specify at least one field to update in updateUser' });
    expect(await failure(db.command({ dropUser: 'nobody' }))).toEqual({ code: 11, message: "User 'nobody@app' not found" });
    expect(await failure(db.command({ grantRolesToUser: 'nobody', roles: ['read'] }))).toEqual({ code: 11, message: 'Could not find user "nobody" for db "app"' });
    expect(await failure(db.command({ grantRolesToUser: 'carl', roles: [] }))).toEqual({ code: 2, message: 'grantRolesToUser command requires a non-empty "roles" array' });
  });

  test('updateUser, grantRolesToUser, revokeRolesFromUser, dropUser and dropAllUsersFromDatabase change what is stored', async () => {
    await db.command({ createUser: 'erin', pwd: 'x', roles: ['read'] });
    await db.command({ grantRolesToUser: 'erin', roles: ['readWrite', 'read'] });
    expect((await storedUser('erin'))!.roles).toEqual([{ role: 'read', db: 'app' }, { role: 'readWrite', db: 'app' }]);
    await db.command({ revokeRolesFromUser: 'erin', roles: ['read'] });
    expect((await storedUser('erin'))!.roles).toEqual([{ role: 'readWrite', db: 'app' }]);
    await db.command({ updateUser: 'erin', mechanisms: ['SCRAM-SHA-1'], customData: { n: 2 } });
    const trimmed = (await storedUser('erin'))!;
    expect([Object.keys(trimmed.credentials), trimmed.customData]).toEqual([['SCRAM-SHA-1'], { n: 2 }]);
    expect(await failure(db.command({ updateUser: 'erin', mechanisms: ['SCRAM-SHA-256'] }))).toEqual({
      code: 2,
      message: 'mechanisms field must be a subset of previously set mechanisms',
    });
    await db.command({ createUser: 'fay', pwd: 'x', roles: [] });
    await db.command({ dropUser: 'fay' });
    expect(await db.command({ dropAllUsersFromDatabase: 1 })).toEqual({ n: 1, ok: 1 });
    expect((await db.command({ usersInfo: 1 })).users).toEqual([]);
  });

  test('connectionStatus shows no user, and with showPrivileges no privileges', async () => {
    expect(await db.command({ connectionStatus: 1, showPrivileges: true })).toEqual({
      authInfo: { authenticatedUsers: [], authenticatedUserRoles: [], authenticatedUserPrivileges: [] },
      ok: 1,
    });
  });
});

describeEmbedded('users across a restart', () => {
  afterAll(removeTempDirs);

  test('a created user is still there after the store restarts', async () => {
    const dbPath = tempDir();
    await withStoreClient(dbPath, {}, (client) => client.db('admin').command({ createUser: 'root', pwd: 'example', roles: ['root'] }));
    await withStoreClient(dbPath, {}, async (client) => {
      const { users } = await client.db('admin').command({ usersInfo: 'root' });
      expect(users.map((user: Document) => [user._id, user.roles])).toEqual([['admin.root', [{ role: 'root', db: 'admin' }]]]);
      expect(await failure(client.db('admin').command({ createUser: 'root', pwd: 'x', roles: [] }))).toEqual({ code: 51003, message: 'User "root@admin" already exists' });
    });
  });
});

describeEmbedded('role management on a standalone without access control', () => {
  const appDb = cleanedAppDb();
  let db: Db;
  beforeAll(() => {
    db = appDb();
  });
  const roleNames = (reply: Document) => reply.roles.map((role: Document) => role.role);

  test('rolesInfo synthesizes built-in roles and shows stored ones with what they inherit', async () => {
    expect((await db.command({ rolesInfo: 'dbOwner' })).roles).toEqual([{ db: 'app', role: 'dbOwner', roles: [], inheritedRoles: [], isBuiltin: true }]);
    expect((await db.command({ rolesInfo: 'root' })).roles).toEqual([]);
    expect(roleNames(await db.command({ rolesInfo: 1, showBuiltinRoles: true }))).toEqual(['read', 'readWrite', 'userAdmin', 'dbAdmin', 'dbOwner', 'enableSharding']);
    await db.command({ createRole: 'reader', privileges: [], roles: ['read'] });
    await db.command({ createRole: 'auditor', privileges: [], roles: ['reader'] });
    expect((await db.command({ rolesInfo: 'auditor' })).roles).toEqual([
      {
        _id: 'app.auditor',
        role: 'auditor',
        db: 'app',
        roles: [{ role: 'reader', db: 'app' }],
        inheritedRoles: [{ role: 'reader', db: 'app' }, { role: 'read', db: 'app' }],
        isBuiltin: false,
      },
    ]);
    expect(Object.keys((await db.command({ rolesInfo: 1 })).roles[0])).toEqual(['_id', 'role', 'db', 'roles', 'isBuiltin', 'inheritedRoles']);
    expect((await failure(db.command({ rolesInfo: 'auditor', showPrivileges: true })))?.code).toBe(238);
    expect(await failure(db.command({ rolesInfo: 1, showPrivileges: 'asUserFragment' }))).toEqual({ code: 20, message: 'Cannot get user fragment for all roles in a database' });
  });

  test('the errors of the role commands', async () => {
    await db.command({ createRole: 'r1', privileges: [], roles: [] });
    expect(await failure(db.command({ createRole: 'r1', privileges: [], roles: [] }))).toEqual({ code: 51002, message: 'Role "r1@app" already exists' });
    expect(await failure(db.command({ createRole: 'read', privileges: [], roles: [] }))).toEqual({ code: 2, message: 'Cannot create roles with the same name as a built-in role' });
    expect(await failure(db.command({ createRole: 'r2', roles: [] }))).toEqual({ code: 40414, message: "BSON field 'createRole.privileges' is missing but a required field" });
    expect(await failure(db.command({ createRole: 'r2', privileges: [], roles: ['nope'] }))).toEqual({ code: 31, message: "Cannot grant roles to 'r2@app': Could not find role: nope@app" });
    expect(await failure(db.command({ createRole: 'r2', privileges: [], roles: [{ role: 'read', db: 'other' }] }))).toEqual({
      code: 49,
      message: "Roles on the 'app' database cannot be granted roles from other databases",
    });
    await db.command({ createRole: 'r2', privileges: [], roles: ['r1'] });
    expect(await failure(db.command({ grantRolesToRole: 'r1', roles: ['r2'] }))).toEqual({ code: 49, message: 'Granting roles to r1@app would introduce a cycle in the role graph' });
    expect(await failure(db.command({ grantRolesToRole: 'read', roles: ['r1'] }))).toEqual({ code: 2, message: 'read@app is a built-in role and cannot be modified' });
    expect(await failure(db.command({ dropRole: 'nope' }))).toEqual({ code: 31, message: 'Could not find role: nope@app' });
    expect(await failure(db.command({ updateRole: 'nope', roles: [] }))).toEqual({ code: 31, message: 'Could not find role: nope@app' });
    expect(await failure(db.command({ updateRole: 'read', roles: [] }))).toEqual({ code: 31, message: 'Role read@app not found' });
    expect((await failure(db.command({ grantPrivilegesToRole: 'r1', privileges: [{ resource: { db: 'app', collection: '' }, actions: ['find'] }] })))?.code).toBe(238);
  });

  test('dropRole takes the role out of users and roles; dropAllRolesFromDatabase leaves users as mongod 7.0 does', async () => {
    await db.command({ createRole: 'r1', privileges: [], roles: [] });
    await db.command({ createRole: 'r2', privileges: [], roles: ['r1', 'read'] });
    await db.command({ createUser: 'u', pwd: 'x', roles: ['r1', 'r2'] });
    await db.command({ dropRole: 'r1' });
    expect((await db.command({ usersInfo: 'u' })).users[0].roles).toEqual([{ role: 'r2', db: 'app' }]);
    expect((await db.command({ rolesInfo: 'r2' })).roles[0].roles).toEqual([{ role: 'read', db: 'app' }]);
    expect(await db.command({ dropAllRolesFromDatabase: 1 })).toEqual({ n: 1, ok: 1 });
    expect((await db.command({ usersInfo: 'u' })).users[0].roles).toEqual([{ role: 'r2', db: 'app' }]);
  });
});

describeEmbedded('SCRAM-SHA-256 passwords and SASLprep', () => {
  const appDb = cleanedAppDb();

  test('an empty password or an ASCII control character fails ICU\u2019s preflight as in mongod; SCRAM-SHA-1 alone takes them', async () => {
    const db = appDb();
    expect(await failure(db.command({ createUser: 'p', pwd: '', roles: [] }))).toEqual({ code: 50692, message: 'Error preflighting normalization: U_STRING_NOT_TERMINATED_WARNING' });
    expect(await failure(db.command({ createUser: 'p', pwd: 'a\u0007', roles: [] }))).toEqual({ code: 50692, message: 'Error preflighting normalization: U_STRINGPREP_PROHIBITED_ERROR' });
    await db.command({ createUser: 'p', pwd: '', roles: [], mechanisms: ['SCRAM-SHA-1'] });
    expect((await db.command({ usersInfo: 'p' })).users[0].mechanisms).toEqual(['SCRAM-SHA-1']);
  });

  /** RFC 5802's StoredKey, computed here from the prepared password and the stored salt. */
  function storedKey(prepared: string, credential: { salt: string; iterationCount: number }): string {
    const salted = pbkdf2Sync(Buffer.from(prepared, 'utf8'), Buffer.from(credential.salt, 'base64'), credential.iterationCount, 32, 'sha256');
    return createHash('sha256').update(createHmac('sha256', salted).update('Client Key').digest()).digest('base64');
  }

  test.each([
    ['I\u00ADX', 'IX'],
    ['user', 'user'],
    ['USER', 'USER'],
    ['\u00AA', 'a'],
    ['\u2168', 'IX'],
    ['p\u00E4ss\u00A0w\u200Bord', 'p\u00E4ss word'],
    ['\uFF50\uFF41\uFF53\uFF53', 'pass'],
    ['\u05D0\u0031\u05D1', '\u05D0\u0031\u05D1'],
    ['\u{2F874}', '\u5F53'],
  ])('SCRAM-SHA-256 credentials of %j are computed from its SASLprep, %j (RFC 4013 section 3 and NFKC)', async (password, prepared) => {
    const db = appDb();
    await db.command({ createUser: 's', pwd: password, roles: [] });
    const [user] = (await db.command({ usersInfo: 's', showCredentials: true })).users;
    expect(user.credentials['SCRAM-SHA-256'].storedKey).toBe(storedKey(prepared, user.credentials['SCRAM-SHA-256']));
  });

  test.each([
    ['\u0007', 'U_STRINGPREP_PROHIBITED_ERROR'],
    ['\u0627\u0031', 'U_STRINGPREP_CHECK_BIDI_ERROR'],
    ['a\u05D0', 'U_STRINGPREP_CHECK_BIDI_ERROR'],
    ['\uE000', 'U_STRINGPREP_PROHIBITED_ERROR'],
    ['\u0221', 'U_STRINGPREP_UNASSIGNED_ERROR'],
    ['\u{1F600}', 'U_STRINGPREP_UNASSIGNED_ERROR'],
    ['\u0007\u0221', 'U_STRINGPREP_UNASSIGNED_ERROR'],
    ['\u00AD\u200B', 'U_STRING_NOT_TERMINATED_WARNING'],
  ])('the password %j fails ICU\u2019s preflight with %s, in ICU\u2019s order (unassigned, then prohibited, then bidi)', async (password, icuError) => {
    expect(await failure(appDb().command({ createUser: 's', pwd: password, roles: [] }))).toEqual({ code: 50692, message: `Error preflighting normalization: ${icuError}` });
  });
});

describeEmbedded('hello with saslSupportedMechs', () => {
  const appDb = cleanedAppDb();

  test('lists a stored user\u2019s mechanisms, nothing for an unknown user, BadValue without a dot', async () => {
    const db = appDb();
    await db.command({ createUser: 'h', pwd: 'x', roles: [] });
    expect((await db.command({ hello: 1, saslSupportedMechs: 'app.h' })).saslSupportedMechs).toEqual(['SCRAM-SHA-1', 'SCRAM-SHA-256']);
    expect(await db.command({ hello: 1, saslSupportedMechs: { user: 'h', db: 'app' } })).toMatchObject({ saslSupportedMechs: ['SCRAM-SHA-1', 'SCRAM-SHA-256'] });
    expect(await db.command({ hello: 1, saslSupportedMechs: 'app.nobody' })).not.toHaveProperty('saslSupportedMechs');
    expect(await failure(db.command({ hello: 1, saslSupportedMechs: 'nodot' }))).toEqual({ code: 2, message: "UserName must contain a '.' separated database.user pair" });
  });
});
