'use strict';
const db = require('../infrastructure/sqlite');
const Article = require('../models/article');
const { NotFoundError, ConflictError } = require('../models/errors');

const SELECT = `SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id`;

function getBySlug(slug) {
  const row = db.prepare(`${SELECT} WHERE a.slug = ?`).get(slug);
  if (!row) throw new NotFoundError('article');
  return new Article(row);
}

function insert({ slug, title, description, body, authorId }) {
  const now = new Date().toISOString();
  try {
    db.prepare(`INSERT INTO articles (slug, title, description, body, author_id, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)`).run(slug, title, description, body, authorId, now, now);
  } catch (err) {
    if (err.code === 'SQLITE_CONSTRAINT_UNIQUE') throw new ConflictError('slug already exists');
    throw err;
  }
  return getBySlug(slug);
}

function remove(id) {
  db.prepare('DELETE FROM articles WHERE id = ?').run(id);
}

module.exports = { getBySlug, insert, remove };
