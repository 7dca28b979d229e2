const path = require('path');
const Database = require('better-sqlite3');

// popular tags are cached in a local SQLite file so the tag list does not hit PostgreSQL
const cache = new Database(path.join(__dirname, '..', '..', 'cache.sqlite'));
cache.exec('CREATE TABLE IF NOT EXISTS tag_counts (tag TEXT PRIMARY KEY, uses INTEGER NOT NULL)');

function bump(tag) {
  cache.prepare('INSERT INTO tag_counts (tag, uses) VALUES (?, 1) ON CONFLICT(tag) DO UPDATE SET uses = uses + 1').run(tag);
}

function popular(limit = 20) {
  return cache.prepare('SELECT tag FROM tag_counts ORDER BY uses DESC LIMIT ?').all(limit).map((r) => r.tag);
}

module.exports = { bump, popular };
