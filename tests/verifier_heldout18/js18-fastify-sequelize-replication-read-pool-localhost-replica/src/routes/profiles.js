const { User } = require('../models');

module.exports = async function (app) {
  app.get('/profiles/:username', async (req, reply) => {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });
};
