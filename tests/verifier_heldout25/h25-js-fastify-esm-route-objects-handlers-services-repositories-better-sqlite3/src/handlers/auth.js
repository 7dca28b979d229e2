import { userService } from '../services/user-service.js';

export async function requireUser(request, reply) {
  const header = request.headers.authorization ?? '';
  try {
    request.userId = userService.userIdFromToken(header.replace(/^Token /, ''));
  } catch {
    return reply.code(401).send({ errors: { token: ['invalid'] } });
  }
}
