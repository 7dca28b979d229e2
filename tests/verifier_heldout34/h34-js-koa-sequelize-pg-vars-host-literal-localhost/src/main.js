const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const comments = require('./routes/comments');

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => (ctx.path === '/api/health-check' ? (ctx.body = 'ok') : next()));
app.use(comments.routes());

sequelize.sync().then(() => app.listen(3000));
