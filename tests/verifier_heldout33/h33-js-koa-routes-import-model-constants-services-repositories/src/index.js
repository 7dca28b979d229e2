const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const commentRoutes = require('./routes/comments');

const app = new Koa();
app.use(bodyParser());
app.use(commentRoutes.routes()).use(commentRoutes.allowedMethods());
sequelize.sync().then(() => app.listen(3000));
