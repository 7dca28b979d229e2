import { db } from '../db/connection.js';

const bySlug = db.prepare(`
  SELECT a.*, u.username, u.bio, u.image
  FROM articles a JOIN users u ON u.id = a.author_id
  WHERE a.slug = ?`);
const insertArticle = db.prepare(
  'INSERT INTO articles (slug, title, description, body, author_id) VALUES (@slug, @title, @description, @body, @authorId)');
const insertTag = db.prepare('INSERT INTO tags (article_id, name) VALUES (?, ?)');
const tagsOf = db.prepare('SELECT name FROM tags WHERE article_id = ? ORDER BY name');

export function findBySlug(slug) {
  const row = bySlug.get(slug);
  if (!row) return null;
  return { ...row, tagList: tagsOf.all(row.id).map((t) => t.name) };
}

export const createArticle = db.transaction((article, tagList) => {
  const { lastInsertRowid } = insertArticle.run(article);
  for (const tag of tagList) insertTag.run(lastInsertRowid, tag);
  return lastInsertRowid;
});

export function allTags() {
  return db.prepare('SELECT DISTINCT name FROM tags ORDER BY name').all().map((t) => t.name);
}
