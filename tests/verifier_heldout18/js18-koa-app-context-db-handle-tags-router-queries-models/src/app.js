const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const models = require('./models');

const app = new Koa();
app.context.db = { sequelize: models.sequelize, models };

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(require('./routes/articles').routes());
api.use(require('./routes/tags').routes());
app.use(bodyParser()).use(api.routes());

models.sequelize.sync().then(() => app.listen(3000));
