const Router = require('@koa/router');

const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

const comments = require('./comments');
api.use(comments.routes(), comments.allowedMethods());

module.exports = api;
