const Router = require('@koa/router');
const router = new Router({ prefix: '/api' });
const get = (db, sql, params) => new Promise((res, rej) => db.get(sql, params, (e, row) => (e ? rej(e) : res(row))));
router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.get('/profiles/:username', async (ctx) => {
  const row = await get(ctx.db, 'SELECT username, bio, image FROM users WHERE username = ?', [ctx.params.username]);
  if (!row) ctx.throw(404);
  ctx.body = { profile: { ...row, following: false } };
});
module.exports = router;
