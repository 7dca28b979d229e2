import { Hono } from 'hono';
import { db } from '../db.js';
import { social } from '../social.js';
import { currentUser } from '../auth.js';

const bySlug = db.prepare('SELECT * FROM articles WHERE slug = ?');
const userById = db.prepare('SELECT * FROM users WHERE id = ?');
const insert = db.prepare(`INSERT INTO articles (slug, title, description, body, tag_list, author_id, created_at, updated_at)
                           VALUES (@slug, @title, @description, @body, @tagList, @authorId, @now, @now)`);

export const articles = new Hono();

function view(row, viewer) {
  const author = userById.get(row.author_id);
  return {
    slug: row.slug, title: row.title, description: row.description, body: row.body,
    tagList: JSON.parse(row.tag_list), createdAt: row.created_at, updatedAt: row.updated_at,
    favorited: social.isFavorited(row.id, viewer), favoritesCount: social.favoritesCount(row.id),
    author: { username: author.username, bio: author.bio, image: author.image, following: social.isFollowing(viewer, author.id) },
  };
}

articles.post('/articles', async (c) => {
  const viewer = await currentUser(c);
  if (!viewer) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const { article } = await c.req.json();
  const slug = `${article.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  insert.run({ slug, title: article.title, description: article.description, body: article.body,
    tagList: JSON.stringify(article.tagList ?? []), authorId: viewer, now: new Date().toISOString() });
  return c.json({ article: view(bySlug.get(slug), viewer) }, 201);
});

articles.get('/articles/:slug', async (c) => {
  const row = bySlug.get(c.req.param('slug'));
  if (!row) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article: view(row, await currentUser(c)) });
});

articles.post('/articles/:slug/favorite', async (c) => {
  const viewer = await currentUser(c);
  if (!viewer) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const row = bySlug.get(c.req.param('slug'));
  if (!row) return c.json({ errors: { article: ['not found'] } }, 404);
  social.favorite(row.id, viewer);
  return c.json({ article: view(row, viewer) });
});

articles.delete('/articles/:slug/favorite', async (c) => {
  const viewer = await currentUser(c);
  if (!viewer) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const row = bySlug.get(c.req.param('slug'));
  if (!row) return c.json({ errors: { article: ['not found'] } }, 404);
  social.unfavorite(row.id, viewer);
  return c.json({ article: view(row, viewer) });
});
