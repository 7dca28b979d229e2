import Router from '@koa/router';
import pg from 'pg';
import * as service from '../services/articleService.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });

export const router = new Router({ prefix: '/api/articles' });

router.get('/feed', async (ctx) => {
  const me = Number(ctx.state.userId);
  const limit = Number(ctx.query.limit ?? 20);
  const offset = Number(ctx.query.offset ?? 0);
  const { rows } = await pool.query(
    `SELECT a.slug, a.title, a.body, u.username
       FROM articles a JOIN users u ON u.id = a."authorId"
       JOIN follows f ON f."followingId" = a."authorId" AND f."followerId" = $1
      ORDER BY a."createdAt" DESC LIMIT $2 OFFSET $3`,
    [me, limit, offset],
  );
  ctx.body = {
    articles: rows.map((r) => ({ slug: r.slug, title: r.title, body: r.body, author: { username: r.username } })),
    articlesCount: rows.length,
  };
});

router.get('/:slug', async (ctx) => {
  const a = await service.article(ctx.params.slug);
  if (!a) { ctx.status = 404; ctx.body = { errors: { article: ['not found'] } }; return; }
  ctx.body = { article: a };
});
