const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { setup } = require('./repositories/database');

const app = new Koa();
app.use(bodyParser());
const articles = require('./routes/articles');
const tags = require('./routes/tags');
app.use(articles.routes()).use(tags.routes());
setup().then(() => app.listen(3000));
