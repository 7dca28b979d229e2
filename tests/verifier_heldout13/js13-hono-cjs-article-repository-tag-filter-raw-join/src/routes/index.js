const { Hono } = require('hono');
const articleService = require('../services/articleService');
const userService = require('../services/userService');

const api = new Hono();

api.get('/health-check', (c) => c.json({ status: 'ok' }));

api.post('/users', async (c) => c.json({ user: await userService.register((await c.req.json()).user) }, 201));
api.post('/users/login', async (c) => {
  const user = await userService.login((await c.req.json()).user);
  return user ? c.json({ user }) : c.json({ errors: { credentials: ['invalid'] } }, 401);
});

api.get('/articles', async (c) => c.json(await articleService.list(c.req.query())));
api.post('/articles', async (c) => {
  const userId = await userService.userIdFrom(c.req.header('Authorization'));
  if (!userId) return c.json({ errors: { token: ['missing'] } }, 401);
  return c.json({ article: await articleService.create(userId, (await c.req.json()).article) }, 201);
});
api.get('/articles/:slug', async (c) => {
  const article = await articleService.get(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});

module.exports = api;
