const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { container } = require('./container');
const articlesRouter = require('./routes/articles.router');
const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => { ctx.state.scope = container.createScope(); await next(); });
app.use(articlesRouter.routes());
container.resolve('sequelize').sync().then(() => app.listen(3000));
