class TagRepository {
  constructor(db) { this.db = db; }
  all() { return this.db.prepare('SELECT name FROM tags ORDER BY name').all().map((r) => r.name); }
}
module.exports = { TagRepository };
