const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const config = require('./config');
const { sequelize } = require('./models');
const router = require('./routes/articles');

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

sequelize.authenticate()
  .then(() => sequelize.sync())
  .then(() => app.listen(config.port, () => console.log(`Listening on ${config.port}`)))
  .catch((err) => { console.error('Unable to connect to the database:', err); process.exit(1); });
