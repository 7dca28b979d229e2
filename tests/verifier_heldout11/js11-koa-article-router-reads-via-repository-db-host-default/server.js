const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => { if (ctx.path === '/api/health-check') { ctx.body = 'ok'; return; } await next(); });
app.use(require('./routes/articles').routes());
app.use(require('./routes/tags').routes());
sequelize.sync().then(() => app.listen(3000));
