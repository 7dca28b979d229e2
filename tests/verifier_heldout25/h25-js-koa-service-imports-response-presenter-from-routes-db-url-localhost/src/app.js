const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const { NotFound } = require('./services/articleService');
const articles = require('./routes/articles');

const app = new Koa();

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err instanceof NotFound ? 404 : err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(articles.routes()).use(articles.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
