import { Router } from 'express';
import { db } from '../db.js';
import { auth } from '../auth.js';

const router = Router();

const listStmt = db.prepare(`
  SELECT a.*, u.username, u.bio, u.image
    FROM articles a JOIN users u ON u.id = a.author_id
   WHERE (@tag IS NULL OR EXISTS (SELECT 1 FROM article_tags t WHERE t.article_id = a.id AND t.tag = @tag))
     AND (@author IS NULL OR u.username = @author)
   ORDER BY a.created_at DESC LIMIT @limit OFFSET @offset`);
const bySlug = db.prepare('SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id WHERE slug = ?');
const tagsOf = db.prepare('SELECT tag FROM article_tags WHERE article_id = ? ORDER BY tag');
const insertArticle = db.prepare('INSERT INTO articles (slug, title, description, body, author_id) VALUES (?, ?, ?, ?, ?)');
const insertTag = db.prepare('INSERT OR IGNORE INTO article_tags (article_id, tag) VALUES (?, ?)');
const allTags = db.prepare('SELECT DISTINCT tag FROM article_tags ORDER BY tag');

const shape = (row) => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  body: row.body,
  tagList: tagsOf.all(row.id).map((t) => t.tag),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  favorited: false,
  favoritesCount: 0,
  author: { username: row.username, bio: row.bio, image: row.image, following: false },
});

router.get('/articles', auth({ optional: true }), (req, res) => {
  const rows = listStmt.all({
    tag: req.query.tag ?? null,
    author: req.query.author ?? null,
    limit: Number(req.query.limit ?? 20),
    offset: Number(req.query.offset ?? 0),
  });
  res.json({ articles: rows.map(shape), articlesCount: rows.length });
});

router.get('/articles/:slug', auth({ optional: true }), (req, res) => {
  const row = bySlug.get(req.params.slug);
  if (!row) return res.status(404).json({ errors: { article: ['not found'] } });
  return res.json({ article: shape(row) });
});

const createArticle = db.transaction((user, { title, description, body, tagList = [] }) => {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const { lastInsertRowid } = insertArticle.run(slug, title, description, body, user.id);
  for (const tag of tagList) insertTag.run(lastInsertRowid, tag);
  return slug;
});

router.post('/articles', auth(), (req, res) => {
  const slug = createArticle(req.user, req.body.article ?? {});
  res.status(201).json({ article: shape(bySlug.get(slug)) });
});

router.get('/tags', (_req, res) => res.json({ tags: allTags.all().map((t) => t.tag) }));

export default router;
