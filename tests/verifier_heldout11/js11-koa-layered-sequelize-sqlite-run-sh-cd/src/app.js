const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const Router = require('@koa/router');
const { sequelize } = require('./models');
const commentRoutes = require('./routes/comments');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
api.use('/articles/:slug/comments', commentRoutes.routes());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());
sequelize.sync().then(() => app.listen(3000, () => console.log('Koa on 3000')));
