import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import { sequelize } from './config/database';
import { UserRepository } from './repositories/user.repository';
import { CommentRepository } from './repositories/comment.repository';
import { ProfileService } from './services/profile.service';
import { CommentService } from './services/comment.service';
import { HttpError } from './services/errors';
import { profileHandlers } from './handlers/profiles';
import { commentHandlers } from './handlers/comments';
import type { AppEnv } from './handlers/env';

const SECRET = process.env.JWT_SECRET ?? 'hono-sqlite-secret';

const users = new UserRepository();
const comments = new CommentRepository();

const app = new Hono<AppEnv>().basePath('/api');

app.use('*', async (c, next) => {
  const m = /^(?:Token|Bearer) (.+)$/.exec(c.req.header('Authorization') ?? '');
  if (m) {
    try { c.set('userId', Number((await verify(m[1], SECRET)).id)); } catch { /* anonymous */ }
  }
  c.set('requireUser', () => {
    const id = c.get('userId');
    if (!id) throw new HttpError(401, 'unauthorized');
    return id;
  });
  await next();
});

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/profiles', profileHandlers(new ProfileService(users)));
app.route('/articles', commentHandlers(new CommentService(comments, users)));

app.onError((err, c) => c.json({ errors: { body: [err.message] } }, err instanceof HttpError ? err.status : 500));

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
