const articleService = require('../services/articleService');
const userService = require('../services/userService');

module.exports = async function routes(app) {
  const needUser = async (req, reply) => {
    const m = /^(?:Token|Bearer) (.+)$/.exec(req.headers.authorization || '');
    try { req.userId = userService.verify(m && m[1]); } catch { return reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
  };

  app.get('/health-check', async () => ({ status: 'ok' }));
  app.post('/users', async (req, reply) => reply.code(201).send({ user: await userService.register(req.body && req.body.user) }));
  app.post('/users/login', async (req) => ({ user: await userService.login(req.body && req.body.user) }));
  app.get('/articles', async (req) => articleService.list(Number(req.query.limit) || 20, Number(req.query.offset) || 0));
  app.post('/articles', { preHandler: needUser }, async (req, reply) =>
    reply.code(201).send({ article: await articleService.create(req.userId, req.body && req.body.article) }));
  app.get('/articles/:slug', async (req) => ({ article: await articleService.get(req.params.slug) }));
};
