const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const { errorMiddleware } = require('./routes/http-errors');
const profiles = require('./routes/profiles');

const app = new Koa();
app.use(errorMiddleware);
app.use(bodyParser());
app.use(async (ctx, next) => (ctx.path === '/api/health-check' ? (ctx.body = { ok: true }) : next()));
app.use(profiles.routes());
sequelize.sync().then(() => app.listen(3000));
