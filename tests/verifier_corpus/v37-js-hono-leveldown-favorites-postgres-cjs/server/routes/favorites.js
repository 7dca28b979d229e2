const { Hono } = require('hono');
const service = require('../services/favorites');

const router = new Hono();

const userId = (c) => Number((c.req.header('Authorization') || '').replace('Token ', '').split('.')[0]);

for (const [method, on] of [['post', true], ['delete', false]]) {
  router[method]('/articles/:slug/favorite', async (c) => {
    try {
      return c.json({ article: await service.toggle(c.req.param('slug'), userId(c), on) });
    } catch (err) {
      if (err instanceof service.NotFound) return c.json({ errors: { article: ['not found'] } }, 404);
      throw err;
    }
  });
}

module.exports = router;
