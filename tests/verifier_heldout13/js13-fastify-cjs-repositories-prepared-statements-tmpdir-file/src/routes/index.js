const userService = require('../services/userService');
const articleService = require('../services/articleService');

module.exports = async function routes(fastify) {
  const auth = async (req, reply) => {
    const token = (req.headers.authorization || '').replace('Token ', '');
    req.userId = token ? userService.userIdFromToken(token) : null;
    if (!req.userId) return reply.code(401).send({ errors: { body: ['Unauthorized'] } });
  };

  fastify.get('/health-check', async () => ({ status: 'ok' }));

  fastify.post('/users', async (req, reply) => reply.code(201).send({ user: userService.register(req.body.user) }));
  fastify.post('/users/login', async (req, reply) => {
    const user = userService.login(req.body.user);
    return user ? { user } : reply.code(401).send({ errors: { credentials: ['invalid'] } });
  });

  fastify.get('/articles', async (req) => articleService.list(Number(req.query.limit) || 20, Number(req.query.offset) || 0));
  fastify.post('/articles', { preHandler: auth }, async (req, reply) =>
    reply.code(201).send({ article: articleService.create(req.userId, req.body.article) }));
  fastify.get('/articles/:slug', async (req, reply) => {
    const article = articleService.get(req.params.slug);
    return article ? { article } : reply.code(404).send({ errors: { article: ['not found'] } });
  });
};
