const { User, Follow } = require('./db');

module.exports = async function profiles(app) {
  app.get('/:username', async (request, reply) => {
    const user = await User.findOne({ where: { username: request.params.username } });
    if (!user) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    let following = false;
    try {
      const { id } = await request.jwtVerify();
      following = (await Follow.count({ where: { followerId: id, followingId: user.id } })) > 0;
    } catch (e) { /* anonymous */ }
    return { profile: { username: user.username, bio: user.bio, image: user.image, following } };
  });

  app.post('/:username/follow', async (request, reply) => {
    const { id } = await request.jwtVerify();
    const user = await User.findOne({ where: { username: request.params.username } });
    if (!user) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    await Follow.findOrCreate({ where: { followerId: id, followingId: user.id } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: true } };
  });
};
