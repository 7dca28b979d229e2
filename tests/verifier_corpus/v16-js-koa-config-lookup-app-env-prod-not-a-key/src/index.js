const Koa = require('koa');
const { koaBody } = require('koa-body');
const { sequelize } = require('./models');
const articles = require('./routes/articles');

const app = new Koa();
app.use(koaBody());
app.use(articles.routes());
app.use(articles.allowedMethods());

(async () => {
  await sequelize.sync();
  app.listen(Number(process.env.PORT) || 3000);
})();
