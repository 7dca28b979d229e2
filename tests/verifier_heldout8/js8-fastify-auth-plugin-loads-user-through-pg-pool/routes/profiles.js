import { User } from '../lib/db.js';

export default async function (app) {
  const profile = async (user, viewer) => ({
    username: user.username, bio: user.bio, image: user.image,
    following: viewer ? await user.hasFollower(viewer.id) : false,
  });

  app.get('/profiles/:username', async (req, reply) => {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile: await profile(user, req.currentUser) };
  });

  app.post('/profiles/:username/follow', { preHandler: app.requireUser }, async (req, reply) => {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    await user.addFollower(req.currentUser.id);
    return { profile: await profile(user, req.currentUser) };
  });

  app.delete('/profiles/:username/follow', { preHandler: app.requireUser }, async (req, reply) => {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    await user.removeFollower(req.currentUser.id);
    return { profile: await profile(user, req.currentUser) };
  });
}
