import Router from '@koa/router';
import { User } from '../models/index.js';

export const users = new Router({ prefix: '/api' });

users.post('/users', async (ctx) => {
  const { email, username, password } = ctx.request.body?.user ?? {};
  if (!email || !username || !password) {
    ctx.status = 422;
    ctx.body = { errors: { body: ['email, username and password are required'] } };
    return;
  }
  const user = await User.create({ email, username, password });
  ctx.status = 201;
  ctx.body = { user: { email, username, bio: user.bio, image: user.image, token: `t${user.id}` } };
});

users.get('/profiles/:username', async (ctx) => {
  const user = await User.findOne({ where: { username: ctx.params.username } });
  if (!user) ctx.throw(404);
  ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});
