// Integration check of the feed against the real database file (run with `npm test`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sqlite3 from 'sqlite3';
import { databaseFile } from '../src/config/database.js';

test('every Follows row points at an existing user', async () => {
  const db = new sqlite3.Database(databaseFile);
  const orphans = await new Promise((resolve, reject) =>
    db.all('SELECT f.followeeId FROM Follows f LEFT JOIN Users u ON u.id = f.followeeId WHERE u.id IS NULL', (err, rows) =>
      (err ? reject(err) : resolve(rows))));
  db.close();
  assert.equal(orphans.length, 0);
});
