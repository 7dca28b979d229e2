import { authService } from '../services/auth-service.js';

function tokenOf(req) {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Token ') ? header.slice(6) : null;
}

export async function optionalAuth(req) {
  const token = tokenOf(req);
  if (!token) return;
  try {
    req.userId = authService.verify(token);
  } catch {
    req.userId = undefined;
  }
}

export async function requireAuth(req, reply) {
  await optionalAuth(req);
  if (!req.userId) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
}
