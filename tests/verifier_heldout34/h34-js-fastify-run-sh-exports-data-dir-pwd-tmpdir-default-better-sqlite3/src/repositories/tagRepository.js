const db = require('./database');
const Tag = require('../models/tag');

module.exports = {
  all() {
    return db.prepare('SELECT id, name FROM tags ORDER BY name').all().map((r) => new Tag(r));
  },
  ensure(name) {
    db.prepare('INSERT OR IGNORE INTO tags (name) VALUES (?)').run(name);
  },
};
