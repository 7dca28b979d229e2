import Router from 'koa-router';

export const healthRouter = new Router().get('/api/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
