require('module-alias/register');
const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('@models');
const profileRouter = require('@routes/profiles');

const app = new Koa();
app.use(bodyParser());
app.use(profileRouter.routes());

sequelize.sync().then(() => app.listen(3000));
