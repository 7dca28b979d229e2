import { userIdFromToken } from '../services/userService.js';

export function requireUser(req, res, next) {
  try {
    req.userId = userIdFromToken((req.headers.authorization ?? '').replace(/^Token /, ''));
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}
