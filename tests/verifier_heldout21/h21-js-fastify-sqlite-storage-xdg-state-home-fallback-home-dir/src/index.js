const Fastify = require('fastify');
const { sequelize, Article, User, Tag } = require('./db');

const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
app.get('/api/articles/:slug', async (req, reply) => {
  const article = await Article.findOne({
    where: { slug: req.params.slug },
    include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }],
  });
  if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
  return { article };
});

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
