const sqlite3 = require('sqlite3');
const { open } = require('sqlite');
const { DB_FILE } = require('./db');

let handle;

// a small read-only handle for the hot /tags endpoint
async function db() {
  if (!handle) handle = await open({ filename: DB_FILE, driver: sqlite3.Database, mode: sqlite3.OPEN_READONLY });
  return handle;
}

async function allTags() {
  const rows = await (await db()).all('SELECT DISTINCT tag FROM article_tags ORDER BY tag');
  return rows.map((r) => r.tag);
}

module.exports = { allTags };
