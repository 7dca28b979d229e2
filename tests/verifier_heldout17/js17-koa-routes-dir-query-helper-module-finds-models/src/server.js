const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const articlesRouter = require('./routes/articles');

const app = new Koa();
app.use(bodyParser());
app.use(articlesRouter.routes());
sequelize.sync().then(() => app.listen(3000));
