import Router from '@koa/router';
import { pool } from '../db/pool';

export const tagsRouter = new Router();

tagsRouter.get('/tags', async (ctx) => {
  const { rows } = await pool.query<{ tag: string }>(
    'SELECT DISTINCT unnest("tagList") AS tag FROM articles ORDER BY tag',
  );
  ctx.body = { tags: rows.map((r) => r.tag) };
});
