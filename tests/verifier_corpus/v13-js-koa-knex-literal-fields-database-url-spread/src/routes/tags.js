import Router from '@koa/router';
import { knex } from '../knex.js';

const router = new Router();

router.get('/tags', async (ctx) => {
  const rows = await knex('tags').select('name').orderBy('name');
  ctx.body = { tags: rows.map((r) => r.name) };
});

export default router;
