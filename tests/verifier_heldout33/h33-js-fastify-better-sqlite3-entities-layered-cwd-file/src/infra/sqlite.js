const path = require('path');
const Database = require('better-sqlite3');

const db = new Database(path.join(process.cwd(), 'conduit.db'));
db.pragma('journal_mode = WAL');

function migrate() {
  db.exec(`CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT);
    CREATE TABLE IF NOT EXISTS comments (id INTEGER PRIMARY KEY, article_id INTEGER NOT NULL, author_id INTEGER NOT NULL,
      body TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);`);
}
module.exports = { db, migrate };
