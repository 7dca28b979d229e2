const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const sequelize = require('./db');
const tags = require('./routes/tags');
const articles = require('./routes/articles');

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(tags.routes(), articles.routes());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

const port = Number(process.env.npm_package_config_port || 3000);

sequelize.sync().then(() => app.listen(port, () => console.log(`listening on ${port}`)));
