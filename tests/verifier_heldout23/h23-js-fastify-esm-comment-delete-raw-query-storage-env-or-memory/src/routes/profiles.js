import { User, Follow } from '../db.js';
import { profileOf } from '../serializers.js';

export default async function profiles(app) {
  const load = async (req, reply) => {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) reply.code(404).send({ errors: { profile: ['not found'] } });
    return user;
  };

  app.get('/profiles/:username', { onRequest: [app.identify] }, async (req, reply) => {
    const user = await load(req, reply);
    return user && { profile: await profileOf(user, req.user?.id) };
  });

  app.post('/profiles/:username/follow', { onRequest: [app.authenticate] }, async (req, reply) => {
    const user = await load(req, reply);
    if (!user) return undefined;
    await Follow.findOrCreate({ where: { followerId: req.user.id, followedId: user.id } });
    return { profile: await profileOf(user, req.user.id) };
  });

  app.delete('/profiles/:username/follow', { onRequest: [app.authenticate] }, async (req, reply) => {
    const user = await load(req, reply);
    if (!user) return undefined;
    await Follow.destroy({ where: { followerId: req.user.id, followedId: user.id } });
    return { profile: await profileOf(user, req.user.id) };
  });
}
