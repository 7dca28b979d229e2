const db = require('./db');
const { articleFromRow } = require('../models/article');

const SELECT = `SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id`;
const page = db.prepare(`${SELECT} ORDER BY a.created_at DESC LIMIT ? OFFSET ?`);
const count = db.prepare('SELECT COUNT(*) AS n FROM articles');
const bySlug = db.prepare(`${SELECT} WHERE a.slug = ?`);
const insert = db.prepare('INSERT INTO articles (slug, title, description, body, tag_list, author_id) VALUES (?, ?, ?, ?, ?, ?)');

module.exports = {
  list(limit, offset) {
    return { rows: page.all(limit, offset).map(articleFromRow), count: count.get().n };
  },
  findBySlug(slug) {
    const row = bySlug.get(slug);
    return row ? articleFromRow(row) : null;
  },
  create(authorId, a) {
    insert.run(a.slug, a.title, a.description, a.body, JSON.stringify(a.tagList), authorId);
    return this.findBySlug(a.slug);
  },
  tags() {
    const all = db.prepare('SELECT tag_list FROM articles').all().flatMap((r) => JSON.parse(r.tag_list));
    return [...new Set(all)].sort();
  },
};
