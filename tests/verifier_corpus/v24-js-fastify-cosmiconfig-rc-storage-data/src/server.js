const Fastify = require('fastify');
const config = require('./config');
const { sequelize, Article, Tag } = require('./db');

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));

app.get('/api/tags', async () => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return { tags: tags.map((t) => t.name) };
});

app.get('/api/articles/:slug', async (request, reply) => {
  const article = await Article.findOne({ where: { slug: request.params.slug }, include: [{ model: Tag, as: 'tags' }] });
  if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
  return {
    article: {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: article.tags.map((t) => t.name),
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
    },
  };
});

async function start() {
  await sequelize.sync();
  await app.listen({ port: config.port, host: '0.0.0.0' });
}

start().catch((err) => {
  app.log.error(err);
  process.exit(1);
});
