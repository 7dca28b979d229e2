import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { ensureSchema } from './db.js';
import { User } from './models/User.js';
import { Article } from './models/Article.js';

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/profiles/:username', async (ctx) => {
  const u = await User.query().findOne({ username: ctx.params.username });
  if (!u) { ctx.status = 404; ctx.body = { errors: { body: ['not found'] } }; return; }
  ctx.body = { profile: { username: u.username, bio: u.bio, image: u.image, following: false } };
});
router.get('/articles/:slug', async (ctx) => {
  const a = await Article.query().findOne({ slug: ctx.params.slug }).withGraphFetched('author');
  if (!a) { ctx.status = 404; return; }
  ctx.body = { article: a };
});

const app = new Koa();
app.use(bodyParser()).use(router.routes()).use(router.allowedMethods());
await ensureSchema();
app.listen(3000);
