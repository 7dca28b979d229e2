import { userService } from '../services/userService.js';

export const auth = (required = true) => async (ctx, next) => {
  const header = ctx.get('Authorization');
  if (header.startsWith('Token ')) {
    try {
      ctx.state.userId = userService.verify(header.slice(6));
    } catch {
      ctx.throw(401, 'invalid token');
    }
  } else if (required) {
    ctx.throw(401, 'missing token');
  }
  await next();
};
