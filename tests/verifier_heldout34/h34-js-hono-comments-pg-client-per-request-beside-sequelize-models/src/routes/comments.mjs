import { Hono } from 'hono';
import pg from 'pg';
import { Article, Comment } from '../db/models.mjs';

export const comments = new Hono();

comments.post('/articles/:slug/comments', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  const { comment } = await c.req.json();
  const created = await Comment.create({ body: comment.body, authorId: c.get('userId'), articleId: article.id });
  return c.json({ comment: created }, 201);
});

// listing with author data: one round trip with a plain client is simpler here
comments.get('/articles/:slug/comments', async (c) => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.id, c.body, c.created_at AS "createdAt", c.updated_at AS "updatedAt", c.author_id AS "authorId"
         FROM comments c JOIN articles a ON a.id = c.article_id
        WHERE a.slug = $1 ORDER BY c.created_at DESC`,
      [c.req.param('slug')],
    );
    return c.json({ comments: rows });
  } finally {
    await client.end();
  }
});
