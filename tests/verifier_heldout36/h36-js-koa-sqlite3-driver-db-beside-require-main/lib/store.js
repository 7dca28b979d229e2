const path = require('path');
const sqlite3 = require('sqlite3');
function open() {
  // next to the entry script, wherever the process was started from
  const file = path.join(require.main.path, 'conduit.db');
  const db = new sqlite3.Database(file);
  db.serialize(() => {
    db.run('CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT, bio TEXT, image TEXT)');
  });
  return db;
}
module.exports = { open };
