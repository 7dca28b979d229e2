const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const tags = require('./routes/tags');
const articles = require('./routes/articles');

const app = new Koa();
app.use(bodyParser());
app.use(tags.routes()).use(tags.allowedMethods());
app.use(articles.routes()).use(articles.allowedMethods());

const port = Number(process.env.PORT) || 3000;
sequelize.sync().then(() => {
  app.listen(port, () => console.log(`conduit listening on ${port}`));
});
