const Koa = require('koa');
const { koaBody } = require('koa-body');
const sequelize = require('./models/db');
require('./models/user');
require('./models/article');
const router = require('./routes');

const app = new Koa();
app.use(koaBody());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on :3000')));
