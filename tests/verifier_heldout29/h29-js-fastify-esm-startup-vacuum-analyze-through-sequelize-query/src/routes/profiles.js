import { Follow, User } from '../db.js';
import { currentUserId } from '../auth.js';

async function profileOf(user, viewerId) {
  const following = viewerId
    ? (await Follow.count({ where: { followerId: viewerId, followedId: user.id } })) > 0
    : false;
  return { profile: { username: user.username, bio: user.bio, image: user.image, following } };
}

export default async function (app) {
  app.get('/profiles/:username', async (req, reply) => {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return profileOf(user, currentUserId(req));
  });

  app.post('/profiles/:username/follow', async (req, reply) => {
    const viewerId = currentUserId(req);
    if (!viewerId) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    await Follow.findOrCreate({ where: { followerId: viewerId, followedId: user.id } });
    return profileOf(user, viewerId);
  });

  app.delete('/profiles/:username/follow', async (req, reply) => {
    const viewerId = currentUserId(req);
    if (!viewerId) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    await Follow.destroy({ where: { followerId: viewerId, followedId: user.id } });
    return profileOf(user, viewerId);
  });
}
