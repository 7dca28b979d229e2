const Router = require('@koa/router');
const users = require('./users');
const articles = require('./articles');

const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(users.routes(), users.allowedMethods());
api.use(articles.routes(), articles.allowedMethods());

module.exports = api;
