import * as userService from '../services/user.service.js';

export function authOptional(req, res, next) {
  const header = req.get('authorization') || '';
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  if (!token) return next();
  try {
    req.userId = userService.verify(token).id;
    next();
  } catch {
    res.status(401).json({ errors: { token: ['invalid'] } });
  }
}

export function authRequired(req, res, next) {
  authOptional(req, res, () => (req.userId ? next() : res.status(401).json({ errors: { token: ['missing'] } })));
}
