const { Hono } = require('hono');
const jwt = require('jsonwebtoken');

const articleRoutes = new Hono();

articleRoutes.post('/:slug/favorite', async (c) => {
  const token = (c.req.header('Authorization') || '').replace(/^Token /, '');
  let userId;
  try { userId = jwt.verify(token, process.env.JWT_SECRET || 'conduit').id; } catch { return c.json({ errors: { body: ['unauthorized'] } }, 401); }
  const article = await c.get('services').articles.favorite(c.req.param('slug'), userId);
  if (!article) return c.json({ errors: { body: ['article not found'] } }, 404);
  return c.json({ article });
});

module.exports = { articleRoutes };
