import { Hono } from 'hono';
import { jwt } from 'hono/jwt';
import { db } from '../database/connection.js';

export function commentsHandler(secret) {
  const r = new Hono();
  r.get('/:slug/comments', (c) => {
    const rows = db.prepare(`SELECT c.id, c.body, c.created_at AS createdAt, u.username, u.bio, u.image
      FROM comments c JOIN articles a ON a.id = c.article_id JOIN users u ON u.id = c.author_id WHERE a.slug = ?`).all(c.req.param('slug'));
    return c.json({ comments: rows.map((x) => ({ id: x.id, body: x.body, createdAt: x.createdAt, updatedAt: x.createdAt, author: { username: x.username, bio: x.bio, image: x.image, following: false } })) });
  });
  r.delete('/:slug/comments/:id', jwt({ secret, headerName: 'Authorization' }), (c) => {
    db.prepare('DELETE FROM comments WHERE id = ?').run(Number(c.req.param('id')));
    return c.body(null, 204);
  });
  return r;
}
