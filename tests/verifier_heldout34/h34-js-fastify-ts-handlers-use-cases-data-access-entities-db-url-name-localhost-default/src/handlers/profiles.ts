import type { FastifyInstance } from 'fastify';
import { getProfile } from '../use-cases/getProfile';

export async function profileHandlers(app: FastifyInstance) {
  app.get<{ Params: { username: string } }>('/api/profiles/:username', async (req, reply) => {
    const profile = await getProfile(req.params.username);
    if (!profile) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile };
  });
}
