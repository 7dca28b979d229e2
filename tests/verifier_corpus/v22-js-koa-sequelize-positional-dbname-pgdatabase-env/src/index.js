const Koa = require('koa');
const { koaBody } = require('koa-body');
const sequelize = require('./lib/sequelize');
require('./models/user');
require('./models/follow');
const profiles = require('./routes/profiles');

const app = new Koa();
app.use(koaBody());
app.use(profiles.routes()).use(profiles.allowedMethods());

(async () => {
  await sequelize.authenticate();
  await sequelize.sync();
  const port = Number(process.env.PORT) || 3000;
  app.listen(port, () => console.log(`listening on ${port}`));
})();
