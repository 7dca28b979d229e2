import { Hono } from 'hono';
import { requireUser } from './middleware/auth.js';
import { issueToken } from '../services/authService.js';

export const user = new Hono();

user.get('/', requireUser, (c) => {
  const u = c.get('user');
  return c.json({ user: { username: u.username, email: u.email, bio: u.bio, image: u.image, token: issueToken(u) } });
});
