// Guards the on-disk format of the tag snapshot the CDN edge worker reads (a separate service): writes a
// snapshot into a temporary LMDB environment and reads it back. Runs under `npm test` only.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lmdb = require('node-lmdb');

test('tag snapshot round-trips through LMDB', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tags-'));
  const env = new lmdb.Env();
  env.open({ path: dir, mapSize: 1024 * 1024, maxDbs: 1 });
  const dbi = env.openDbi({ name: 'tags', create: true });
  let txn = env.beginTxn();
  txn.putString(dbi, 'snapshot', JSON.stringify(['dragons', 'training']));
  txn.commit();
  txn = env.beginTxn({ readOnly: true });
  assert.deepStrictEqual(JSON.parse(txn.getString(dbi, 'snapshot')), ['dragons', 'training']);
  txn.abort();
  dbi.close();
  env.close();
});
