import Router from '@koa/router';
import { QueryTypes } from 'sequelize';
import { sequelize } from '../models/index.js';

export const health = new Router();

// Ready = database reachable and schema in place; the count is handy in logs.
health.get('/api/health-check', async (ctx) => {
  const [{ users }] = await sequelize.query('SELECT COUNT(*)::int AS users FROM users', {
    type: QueryTypes.SELECT,
  });
  ctx.body = { status: 'ok', users };
});
