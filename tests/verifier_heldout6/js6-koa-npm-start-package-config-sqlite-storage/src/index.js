const Koa = require('koa');
const Router = require('@koa/router');
const { koaBody } = require('koa-body');
const { sequelize } = require('./models');

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.status = 200; ctx.body = 'OK'; });
for (const r of [require('./routes/users'), require('./routes/tags')]) api.use(r.routes(), r.allowedMethods());

const app = new Koa();
app.use(koaBody());
app.use(api.routes());
app.use(api.allowedMethods());

const port = Number(process.env.npm_package_config_port || 3000);
sequelize.sync().then(() => app.listen(port, () => console.log(`conduit-koa on ${port}`)));
