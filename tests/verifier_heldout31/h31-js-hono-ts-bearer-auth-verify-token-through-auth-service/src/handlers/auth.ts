import { bearerAuth } from 'hono/bearer-auth';
import type { User } from '../models/user.js';
import { authService } from '../services/auth-service.js';

export type Env = { Variables: { user: User; token: string } };

export const requireUser = bearerAuth({
  prefix: 'Token',
  verifyToken: async (token, c) => {
    const user = await authService.authenticate(token);
    if (!user) return false;
    c.set('user', user);
    c.set('token', token);
    return true;
  },
});
