import Router from '@koa/router';
import { pool } from '../db.js';

const router = new Router();

router.get('/tags', async (ctx) => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  ctx.body = { tags: rows.map((r) => r.name) };
});

export default router;
