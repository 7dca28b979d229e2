// Relative paths (database file, logs) are relative to this directory, however the process is started.
process.chdir(__dirname);

const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const sequelize = require('./db/sequelize');
require('./models/tag');
const tagsRoutes = require('./routes/tags.routes');

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(tagsRoutes.routes());

app.use(bodyParser()).use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
