const fastify = require('fastify')({ logger: true });
const sequelize = require('./lib/sequelize');
const { User, Article, Comment } = require('./lib/models');

fastify.register(require('@fastify/jwt'), { secret: 'conduit-secret' });

fastify.get('/api/health-check', async () => ({ status: 'ok' }));

fastify.get('/api/articles/:slug/comments', async (request, reply) => {
  const article = await Article.findOne({ where: { slug: request.params.slug } });
  if (!article) return reply.code(404).send({ errors: { body: ['not found'] } });
  const comments = await Comment.findAll({
    where: { ArticleId: article.id },
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['createdAt', 'DESC']],
  });
  return { comments };
});

fastify.post('/api/articles/:slug/comments', async (request, reply) => {
  const { id } = await request.jwtVerify();
  const article = await Article.findOne({ where: { slug: request.params.slug } });
  if (!article) return reply.code(404).send({ errors: { body: ['not found'] } });
  const comment = await Comment.create({ body: request.body.comment.body, ArticleId: article.id, authorId: id });
  return { comment };
});

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
