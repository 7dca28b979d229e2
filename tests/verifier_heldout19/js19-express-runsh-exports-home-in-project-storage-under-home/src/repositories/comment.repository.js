class CommentRepository {
  constructor(db) { this.db = db; }
  init() {
    this.db.exec(`CREATE TABLE IF NOT EXISTS comments (
      id INTEGER PRIMARY KEY AUTOINCREMENT, article_slug TEXT, author_id INTEGER, body TEXT,
      created_at TEXT DEFAULT CURRENT_TIMESTAMP, updated_at TEXT DEFAULT CURRENT_TIMESTAMP)`);
  }
  forArticle(slug) {
    return this.db.prepare('SELECT * FROM comments WHERE article_slug = ? ORDER BY id').all(slug);
  }
}
module.exports = CommentRepository;
