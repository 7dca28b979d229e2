const fs = require('fs');
const path = require('path');
const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const errorHandler = require('./middleware/errorHandler');
const comments = require('./routes/comments');

fs.mkdirSync(path.join(__dirname, '..', 'var'), { recursive: true });

const app = new Koa();
app.use(errorHandler);
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.body = { status: 'ok' }; return; }
  await next();
});
app.use(comments.routes()).use(comments.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000));
