import { getProfile, followUser } from '../services/profileService.js';

export default async function profiles(app) {
  app.get('/profiles/:username', async (req, reply) => {
    const profile = await getProfile(req.params.username, req.userId);
    return profile ? { profile } : reply.code(404).send({ errors: { profile: ['not found'] } });
  });
  app.post('/profiles/:username/follow', async (req, reply) => {
    const profile = await followUser(req.params.username, req.userId);
    return profile ? { profile } : reply.code(404).send({ errors: { profile: ['not found'] } });
  });
}
