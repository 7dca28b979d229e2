const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const db = require('./models');
const articles = require('./controllers/articles');
const tags = require('./controllers/tags');

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.status = 200; ctx.body = 'OK'; });
router.get('/articles', articles.list);
router.post('/articles/:slug/favorite', articles.favorite);
router.get('/tags', tags.list);

app.use(bodyParser()).use(router.routes());
db.sequelize.sync({ alter: true }).then(() => app.listen(3000));
