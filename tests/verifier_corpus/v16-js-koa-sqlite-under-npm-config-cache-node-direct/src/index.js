const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const profiles = require('./routes/profiles');

const app = new Koa();
app.use(bodyParser());
app.use(profiles.routes()).use(profiles.allowedMethods());

sequelize.sync().then(() => {
  const port = process.env.PORT || 3000;
  app.listen(port, () => console.log(`listening on ${port}`));
});
