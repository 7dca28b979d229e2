const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const config = require('./config');
const { sequelize } = require('./models');
const createUserRepository = require('./repositories/user.repository');
const createArticleRepository = require('./repositories/article.repository');
const createTagRepository = require('./repositories/tag.repository');
const createUserService = require('./services/user.service');
const createArticleService = require('./services/article.service');

const repositories = {
  users: createUserRepository(),
  articles: createArticleRepository(),
  tags: createTagRepository(),
};

const app = new Koa();
app.context.services = {
  users: createUserService(repositories, config),
  articles: createArticleService(repositories),
};

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
for (const r of [require('./routes/users'), require('./routes/articles')]) api.use(r.routes());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(config.port, () => console.log(`listening on ${config.port}`)));
