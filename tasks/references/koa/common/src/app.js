import Router from '@koa/router';
import Koa from 'koa';
import { jsonBody } from './http/body.js';
import { handleErrors } from './http/errors.js';
import { articles } from './routes/articles.js';
import { comments } from './routes/comments.js';
import { health } from './routes/health.js';
import { profiles } from './routes/profiles.js';
import { tags } from './routes/tags.js';
import { users } from './routes/users.js';

export function createApp() {
  const api = new Router({ prefix: '/api' });
  for (const router of [health, users, profiles, articles, comments, tags]) {
    api.use(router.routes());
  }

  return new Koa()
    .use(handleErrors)
    .use(jsonBody())
    .use(api.routes())
    .use(api.allowedMethods());
}
