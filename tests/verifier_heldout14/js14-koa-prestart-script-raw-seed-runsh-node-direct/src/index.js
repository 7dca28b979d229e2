const fs = require('fs');
const path = require('path');
const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const api = require('./routes/api');

fs.mkdirSync(path.join(__dirname, '..', 'storage'), { recursive: true });

const app = new Koa();
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
