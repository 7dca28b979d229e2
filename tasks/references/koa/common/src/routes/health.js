import Router from '@koa/router';

export const health = new Router().get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
