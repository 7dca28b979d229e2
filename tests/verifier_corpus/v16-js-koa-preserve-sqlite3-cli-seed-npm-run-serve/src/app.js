const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const tags = require('./routes/tags');

const app = new Koa();
app.use(bodyParser());
app.use(tags.routes()).use(tags.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000));
