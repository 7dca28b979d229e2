const Router = require('@koa/router');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.get('/tags', async (ctx) => {
  const { rows } = await ctx.db.query('SELECT name FROM tags ORDER BY name');
  ctx.body = { tags: rows.map((r) => r.name) };
});

module.exports = router;
