import { tokenService } from '../services/token-service.js';
import { userRepository } from '../repositories/user-repository.js';

// Accepts "Token <jwt>" and puts the signed-in user on ctx.state.user.
export async function requireAuth(ctx, next) {
  const header = ctx.get('Authorization');
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  if (!token) ctx.throw(401, 'missing authorization');
  let payload;
  try {
    payload = tokenService.verify(token);
  } catch {
    ctx.throw(401, 'invalid token');
  }
  const user = await userRepository.findById(payload.id);
  if (!user) ctx.throw(401, 'unknown user');
  ctx.state.user = user;
  await next();
}
