const Fastify = require('fastify');
const models = require('./models');
const articleRepository = require('./repositories/articleRepository');
const commentRepository = require('./repositories/commentRepository');
const commentService = require('./services/commentService');

async function main() {
  const app = Fastify({ logger: true });
  await app.register(require('@fastify/postgres'), { connectionString: process.env.DATABASE_URL });
  await models.sequelize.sync();

  // composition root
  const articles = articleRepository(models);
  const comments = commentRepository({ Comment: models.Comment, pg: app.pg });
  const services = { commentService: commentService({ articles, comments }) };

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  app.register(require('./routes/comments'), { prefix: '/api', ...services });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
