const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const articlesRouter = require('./routes/articles');
const { init } = require('./repositories/connection');

const app = new Koa();
app.use(bodyParser());
app.use(articlesRouter.routes());
init().then(() => app.listen(3000));
