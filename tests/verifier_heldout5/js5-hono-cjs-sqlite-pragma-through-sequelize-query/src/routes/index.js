const { Hono } = require('hono');
const userService = require('../services/userService');
const articleService = require('../services/articleService');

const api = new Hono();

api.onError((err, c) => (err instanceof userService.ServiceError ? c.json({ errors: err.errors }, err.status) : c.json({ errors: { server: [err.message] } }, 500)));

api.use('*', async (c, next) => {
  const h = c.req.header('Authorization') || '';
  c.set('userId', h.startsWith('Token ') ? userService.userIdFromToken(h.slice(6)) : null);
  await next();
});

api.get('/health-check', (c) => c.json({ status: 'up' }));
api.post('/users', async (c) => c.json({ user: await userService.register((await c.req.json()).user) }, 201));
api.post('/users/login', async (c) => c.json({ user: await userService.login((await c.req.json()).user) }));
api.get('/articles', async (c) => c.json(await articleService.list(Number(c.req.query('limit') || 20), Number(c.req.query('offset') || 0))));
api.get('/articles/:slug', async (c) => c.json({ article: await articleService.get(c.req.param('slug')) }));
api.post('/articles', async (c) => {
  if (!c.get('userId')) return c.json({ errors: { token: ['missing'] } }, 401);
  return c.json({ article: await articleService.create((await c.req.json()).article, c.get('userId')) }, 201);
});
api.get('/tags', async (c) => c.json({ tags: await articleService.tags() }));

module.exports = api;
