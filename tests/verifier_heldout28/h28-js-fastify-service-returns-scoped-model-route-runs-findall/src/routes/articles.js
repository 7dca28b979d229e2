const articleService = require('../services/articleService');
const authService = require('../services/authService');

function userIdFrom(request) {
  const header = request.headers.authorization || '';
  if (!header.startsWith('Token ')) return null;
  try {
    return authService.verify(header.slice(6)).id;
  } catch (_) {
    return null;
  }
}

function page(query) {
  return { limit: Math.min(Number(query.limit) || 20, 100), offset: Number(query.offset) || 0 };
}

module.exports = async function articleRoutes(fastify) {
  fastify.get('/articles', async (request) => {
    const query = articleService.listQuery();
    const { rows, count } = await query.findAndCountAll(page(request.query));
    return { articles: rows.map(articleService.toArticle), articlesCount: count };
  });

  fastify.get('/articles/feed', async (request, reply) => {
    const userId = userIdFrom(request);
    if (!userId) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    const query = await articleService.feedQuery(userId);
    const { rows, count } = await query.findAndCountAll(page(request.query));
    return { articles: rows.map(articleService.toArticle), articlesCount: count };
  });

  fastify.post('/articles', async (request, reply) => {
    const userId = userIdFrom(request);
    if (!userId) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    const article = await articleService.create(userId, request.body.article);
    return reply.code(201).send({ article });
  });
};
