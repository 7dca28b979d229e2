import Router from '@koa/router';
import Koa from 'koa';
import { jsonBody } from './http/body.js';
import { handleErrors } from './http/errors.js';
import { articles } from './routes/articles.js'; // feature-line: articles
import { comments } from './routes/comments.js'; // feature-line: comments
import { health } from './routes/health.js';
import { profiles } from './routes/profiles.js'; // feature-line: profiles
import { tags } from './routes/tags.js'; // feature-line: articles
import { users } from './routes/users.js';

export function createApp() {
  const api = new Router({ prefix: '/api' });
  const routers = [
    health,
    users,
    profiles, // feature-line: profiles
    articles, // feature-line: articles
    comments, // feature-line: comments
    tags, // feature-line: articles
  ];
  for (const router of routers) {
    api.use(router.routes());
  }

  return new Koa()
    .use(handleErrors)
    .use(jsonBody())
    .use(api.routes())
    .use(api.allowedMethods());
}
