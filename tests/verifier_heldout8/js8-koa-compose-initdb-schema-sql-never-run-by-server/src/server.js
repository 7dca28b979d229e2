const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
for (const r of [require('./routes/articles'), require('./routes/tags')]) api.use(r.routes(), r.allowedMethods());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('API on :3000')));
