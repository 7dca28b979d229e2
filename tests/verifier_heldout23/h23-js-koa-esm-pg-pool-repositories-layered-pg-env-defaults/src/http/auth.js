import { verifyToken } from '../services/userService.js';

export const auth = (required) => async (ctx, next) => {
  const [scheme, token] = (ctx.get('Authorization') ?? '').split(' ');
  if (token && (scheme === 'Token' || scheme === 'Bearer')) {
    try { ctx.state.uid = verifyToken(token); } catch { /* invalid */ }
  }
  if (required && !ctx.state.uid) {
    ctx.status = 401;
    ctx.body = { errors: { body: ['unauthorized'] } };
    return;
  }
  await next();
};
