import { userRepository } from '../repositories/userRepository.js';
import { userService } from '../services/userService.js';

const viewerId = (req) => {
  const auth = req.headers.authorization;
  return auth?.startsWith('Token ') ? userService.verify(auth.slice(6)) : null;
};

const toProfile = async (user, viewer) => ({
  username: user.username,
  bio: user.bio,
  image: user.image,
  following: await userRepository.isFollowing(viewer, user.id),
});

export default async function profiles(app) {
  app.get('/profiles/:username', async (req, reply) => {
    const user = await userRepository.findByUsername(req.params.username);
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile: await toProfile(user, viewerId(req)) };
  });

  app.post('/profiles/:username/follow', async (req, reply) => {
    const viewer = viewerId(req);
    if (!viewer) return reply.code(401).send({ errors: { token: ['missing'] } });
    const user = await userRepository.findByUsername(req.params.username);
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    await userRepository.follow(viewer, user.id);
    return { profile: await toProfile(user, viewer) };
  });

  app.delete('/profiles/:username/follow', async (req, reply) => {
    const viewer = viewerId(req);
    if (!viewer) return reply.code(401).send({ errors: { token: ['missing'] } });
    const user = await userRepository.findByUsername(req.params.username);
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    await userRepository.unfollow(viewer, user.id);
    return { profile: await toProfile(user, viewer) };
  });
}
