import { User, Follow } from '../models/profile.js';

export default async function profiles(app) {
  app.get('/profiles/:username', async (req, reply) => {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    const viewer = Number(req.headers['x-user-id']) || null;
    const following = viewer ? (await Follow.count({ where: { followerId: viewer, followeeId: user.id } })) > 0 : false;
    return { profile: { username: user.username, bio: user.bio, image: user.image, following } };
  });

  app.post('/profiles/:username/follow', async (req, reply) => {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    await Follow.findOrCreate({ where: { followerId: Number(req.headers['x-user-id']), followeeId: user.id } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: true } };
  });
}
