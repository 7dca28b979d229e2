import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { createPool, sql } from 'slonik';

const pool = await createPool(process.env.DATABASE_URL);
await pool.query(sql.unsafe`CREATE TABLE IF NOT EXISTS users (
  id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
  password TEXT NOT NULL, bio TEXT, image TEXT)`);

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/profiles/:username', async (ctx) => {
  const row = await pool.maybeOne(sql.unsafe`SELECT username, bio, image FROM users WHERE username = ${ctx.params.username}`);
  if (!row) { ctx.status = 404; ctx.body = { errors: { body: ['not found'] } }; return; }
  ctx.body = { profile: { ...row, following: false } };
});

const app = new Koa();
app.use(bodyParser()).use(router.routes());
app.listen(3000);
