const db = require('../db');

const listStmt = db.prepare('SELECT name FROM tags ORDER BY name');
const insertStmt = db.prepare('INSERT OR IGNORE INTO tags (name) VALUES (?)');

module.exports = {
  all() {
    return listStmt.all().map((r) => r.name);
  },
  add(name) {
    insertStmt.run(name);
  },
};
