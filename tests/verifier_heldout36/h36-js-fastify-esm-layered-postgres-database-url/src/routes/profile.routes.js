import { getProfile, followUser } from '../services/profile.service.js';
export async function profileRoutes(app) {
  app.get('/:username', async (req, reply) => {
    const profile = await getProfile(req.params.username, req.user?.id);
    return profile ? { profile } : reply.code(404).send({ errors: { body: ['not found'] } });
  });
  app.post('/:username/follow', async (req, reply) => {
    const profile = await followUser(req.params.username, req.user?.id);
    return profile ? { profile } : reply.code(404).send({ errors: { body: ['not found'] } });
  });
}
