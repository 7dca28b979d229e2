import { Hono } from 'hono';
import { db } from '../db';

type CommentRow = { id: number; body: string; created_at: string; username: string };

export const comments = new Hono();

comments.get('/articles/:slug/comments', (c) => {
  const rows = db
    .prepare(
      `SELECT c.id, c.body, c.created_at, u.username FROM comments c
       JOIN users u ON u.id = c.author_id WHERE c.article_slug = ? ORDER BY c.id DESC`,
    )
    .all(c.req.param('slug')) as CommentRow[];
  return c.json({
    comments: rows.map((r) => ({ id: r.id, body: r.body, createdAt: r.created_at, author: { username: r.username } })),
  });
});
