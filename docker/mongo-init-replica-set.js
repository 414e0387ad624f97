// Run once by the mongo-init service (mongosh against mongo1). Idempotent: a replica set that is already
// initiated is left as it is, so `docker compose up` can run this on every start.
const NOT_YET_INITIALIZED = 94;
const PRIMARY_WAIT_MS = 60_000;

try {
  rs.status();
  print('replica set rs0 already initiated');
} catch (error) {
  if (error.code !== NOT_YET_INITIALIZED) throw error;
  rs.initiate({
    _id: 'rs0',
    members: [
      { _id: 0, host: 'mongo1:27017' },
      { _id: 1, host: 'mongo2:27017' },
      { _id: 2, host: 'mongo3:27017' },
    ],
  });
  print('replica set rs0 initiated');
}

// The apps start after this service exits 0: make that mean "writes will succeed".
const deadline = Date.now() + PRIMARY_WAIT_MS;
while (!rs.status().members.some((member) => member.stateStr === 'PRIMARY')) {
  if (Date.now() > deadline) {
    print(`no primary elected within ${PRIMARY_WAIT_MS / 1000} s`);
    quit(1);
  }
  sleep(1000);
}
print('replica set rs0 has a primary');
