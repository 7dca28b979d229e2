import Router from '@koa/router';
import jwt from 'jsonwebtoken';
import * as articles from '../services/articles.js';
import * as users from '../services/users.js';

export const router = new Router({ prefix: '/api' });

const auth = async (ctx, next) => {
  try {
    ctx.state.userId = jwt.verify(ctx.get('authorization').replace(/^(Token|Bearer) /, ''), users.SECRET).id;
  } catch {
    ctx.throw(401);
  }
  return next();
};

router.get('/health-check', (ctx) => { ctx.body = { up: true }; });

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await users.register(ctx.request.body.user) };
});
router.post('/users/login', async (ctx) => {
  const user = await users.login(ctx.request.body.user);
  if (!user) ctx.throw(401, 'email or password is invalid');
  ctx.body = { user };
});

router.get('/articles', async (ctx) => { ctx.body = await articles.list(Number(ctx.query.limit ?? 20), Number(ctx.query.offset ?? 0)); });
router.post('/articles', auth, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articles.create(ctx.state.userId, ctx.request.body.article) };
});
router.post('/articles/:slug/favorite', auth, async (ctx) => {
  const article = await articles.setFavorite(ctx.state.userId, ctx.params.slug, true);
  if (!article) ctx.throw(404);
  ctx.body = { article };
});
router.delete('/articles/:slug/favorite', auth, async (ctx) => {
  const article = await articles.setFavorite(ctx.state.userId, ctx.params.slug, false);
  if (!article) ctx.throw(404);
  ctx.body = { article };
});
