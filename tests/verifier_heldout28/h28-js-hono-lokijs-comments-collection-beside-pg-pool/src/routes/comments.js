import { Hono } from 'hono';
import { pool } from '../store/pg.js';
import { currentUser } from '../auth.js';
import { addComment, commentsFor, findComment, removeComment } from '../store/comments.js';

export const comments = new Hono();

async function articleExists(slug) {
  const { rowCount } = await pool.query('SELECT 1 FROM articles WHERE slug = $1', [slug]);
  return rowCount > 0;
}

comments.get('/articles/:slug/comments', async (c) => {
  const slug = c.req.param('slug');
  if (!(await articleExists(slug))) return c.json({ errors: { body: ['article not found'] } }, 404);
  return c.json({ comments: commentsFor(slug) });
});

comments.post('/articles/:slug/comments', async (c) => {
  const me = currentUser(c);
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const slug = c.req.param('slug');
  if (!(await articleExists(slug))) return c.json({ errors: { body: ['article not found'] } }, 404);
  const { rows } = await pool.query('SELECT username, bio, image FROM users WHERE id = $1', [me.id]);
  const { comment } = await c.req.json();
  const saved = addComment({ articleSlug: slug, body: comment.body, author: { ...rows[0], following: false } });
  return c.json({ comment: saved }, 201);
});

comments.delete('/articles/:slug/comments/:id', async (c) => {
  const me = currentUser(c);
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const existing = findComment(c.req.param('id'));
  if (!existing) return c.json({ errors: { body: ['comment not found'] } }, 404);
  if (existing.author.username !== me.username) return c.json({ errors: { body: ['forbidden'] } }, 403);
  removeComment(existing.id);
  return c.body(null, 204);
});
