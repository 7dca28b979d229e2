import type { Context, Next } from 'koa';
import { authService } from '../services/auth-service.js';

// Puts the signed-in user on ctx.state.user; the lookup is the auth service's.
export async function requireUser(ctx: Context, next: Next) {
  const header = ctx.get('Authorization');
  if (!header.startsWith('Token ')) ctx.throw(401, 'missing token');
  ctx.state.user = await authService.currentUser(header.slice('Token '.length));
  await next();
}
