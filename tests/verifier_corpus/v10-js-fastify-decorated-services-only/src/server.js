'use strict';

const Fastify = require('fastify');
const { sequelize } = require('./models');
const TagRepository = require('./repositories/tag-repository');
const ArticleRepository = require('./repositories/article-repository');
const TagService = require('./services/tag-service');
const ArticleService = require('./services/article-service');

const app = Fastify({ logger: true });

const repos = {
  tags: new TagRepository(),
  articles: new ArticleRepository(),
};
const tagService = new TagService(repos.tags);
const services = {
  tags: tagService,
  articles: new ArticleService(repos.articles, repos.tags, tagService),
};

app.decorate('services', services);

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/tags'), { prefix: '/api' });
app.register(require('./routes/articles'), { prefix: '/api' });

sequelize
  .sync()
  .then(() => app.listen({ port: 3000, host: '0.0.0.0' }))
  .catch((err) => {
    app.log.error(err);
    process.exit(1);
  });
