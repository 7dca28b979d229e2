const { createController } = require('awilix-koa');

module.exports = createController(() => ({
  check: async (ctx) => {
    ctx.body = { status: 'ok' };
  },
}))
  .prefix('/api/health-check')
  .get('', 'check');
