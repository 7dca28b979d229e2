import Router from '@koa/router';
import { profileService } from '../services/profileService.js';
import { NotFoundError } from '../entities/errors.js';

export const profiles = new Router();

const respond = (fn) => async (ctx) => {
  try {
    ctx.body = { profile: await fn(ctx) };
  } catch (e) {
    if (e instanceof NotFoundError) { ctx.status = 404; ctx.body = { errors: { profile: [e.message] } }; return; }
    throw e;
  }
};

profiles.get('/profiles/:username', respond((ctx) => profileService.get(ctx.params.username, ctx.state.userId)));
profiles.post('/profiles/:username/follow', respond((ctx) => profileService.follow(ctx.params.username, ctx.state.userId)));
profiles.delete('/profiles/:username/follow', respond((ctx) => profileService.unfollow(ctx.params.username, ctx.state.userId)));
