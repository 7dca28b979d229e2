const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const config = require('./lib/config');
const { pool, init } = require('./lib/db');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/profiles/:username', async (ctx) => {
  const { rows } = await pool.query('SELECT username, bio, image FROM users WHERE username = $1', [ctx.params.username]);
  if (!rows.length) ctx.throw(404, 'profile not found');
  ctx.body = { profile: { ...rows[0], following: false } };
});

app.use(bodyParser()).use(router.routes());
init().then(() => app.listen(Number(config.get('PORT')) || 3000));
