const path = require('path');
const Database = require('better-sqlite3');
const db = new Database(path.join(__dirname, '..', '..', 'conduit.db'));
function migrate() {
  db.exec(`CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT, description TEXT, body TEXT, author_id INTEGER)`);
}
module.exports = { db, migrate };
