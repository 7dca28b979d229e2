const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const tagRepository = require('./repositories/tagRepository');

const DEFAULT_TAGS = ['welcome', 'introduction', 'dragons', 'training'];

const app = new Koa();
const router = new Router();

router.get('/api/tags', async (ctx) => {
  ctx.body = { tags: await tagRepository.listNames() };
});

app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

(async () => {
  await sequelize.sync();
  if ((await tagRepository.count()) === 0) await tagRepository.bulkInsert(DEFAULT_TAGS);
  app.listen(Number(process.env.PORT || 3000));
})();
