const Database = require('better-sqlite3');

// relative to the working directory: run.sh starts us from the project root
const db = new Database(process.env.SQLITE_PATH || 'conduit.db');
db.pragma('journal_mode = WAL');

function initSchema() {
  db.exec(`
    CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS comments (
      id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL, article_id INTEGER NOT NULL,
      author_id INTEGER NOT NULL, created_at TEXT DEFAULT CURRENT_TIMESTAMP);
  `);
}

module.exports = { db, initSchema };
