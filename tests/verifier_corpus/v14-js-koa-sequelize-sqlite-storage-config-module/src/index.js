const Koa = require('koa');
const { koaBody } = require('koa-body');
const { sequelize } = require('./models');
const tagsRouter = require('./routes/tags');

const app = new Koa();
app.use(koaBody());
app.use(tagsRouter.routes());
app.use(tagsRouter.allowedMethods());

(async () => {
  await sequelize.sync();
  app.listen(3000, '0.0.0.0', () => console.log('listening on http://0.0.0.0:3000'));
})();
