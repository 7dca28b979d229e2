const { users } = require('./userRepository');

const articles = new Map();
let nextId = 1;

async function findBySlug(slug) {
  return articles.get(slug) || null;
}

async function listRecent(limit, offset) {
  const rows = [...articles.values()].sort((a, b) => b.createdAt - a.createdAt);
  return { rows: rows.slice(offset, offset + limit), count: rows.length };
}

async function create(fields) {
  const now = new Date();
  const article = { id: nextId++, ...fields, createdAt: now, updatedAt: now, author: users.get(fields.authorId) };
  articles.set(article.slug, article);
  return article;
}

async function remove(article) {
  articles.delete(article.slug);
}

module.exports = { findBySlug, listRecent, create, remove };
