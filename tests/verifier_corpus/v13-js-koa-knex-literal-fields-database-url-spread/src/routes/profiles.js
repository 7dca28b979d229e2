import Router from '@koa/router';
import { knex } from '../knex.js';

const router = new Router();

router.get('/profiles/:username', async (ctx) => {
  const user = await knex('users').where({ username: ctx.params.username }).first('username', 'bio', 'image');
  if (!user) {
    ctx.status = 404;
    ctx.body = { errors: { profile: ['not found'] } };
    return;
  }
  ctx.body = { profile: { ...user, following: false } };
});

export default router;
