import Router from '@koa/router';
import jwt from 'jsonwebtoken';
import * as commentsController from '../controllers/comments-controller.js';

const SECRET = process.env.JWT_SECRET ?? 'koa-secret';

const auth = async (ctx, next) => {
  const token = ctx.get('authorization').replace(/^Token\s+/, '');
  try {
    ctx.state.user = jwt.verify(token, SECRET);
  } catch {
    ctx.throw(401, 'missing or invalid token');
  }
  await next();
};

export const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.body = { ok: true };
});
router.get('/articles/:slug/comments', commentsController.list);
router.post('/articles/:slug/comments', auth, commentsController.create);
router.delete('/articles/:slug/comments/:id', auth, commentsController.remove);
