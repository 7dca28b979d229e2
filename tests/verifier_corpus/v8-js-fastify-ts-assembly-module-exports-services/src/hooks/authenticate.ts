import type { FastifyReply, FastifyRequest } from 'fastify';
import { userService } from '../assembly.js';
import type { User } from '../models/user.js';

declare module 'fastify' {
  interface FastifyRequest { currentUser?: User | null }
}

export async function authenticate(request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Token ')) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
  try {
    request.currentUser = await userService.fromToken(header.slice(6));
  } catch {
    request.currentUser = null;
  }
  if (!request.currentUser) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
}
