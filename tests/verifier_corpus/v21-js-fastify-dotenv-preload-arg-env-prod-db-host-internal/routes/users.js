'use strict';
const { User } = require('../db');

module.exports = async function users(app) {
  app.get('/api/profiles/:username', async (req, reply) => {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });

  app.put('/api/user', async (req, reply) => {
    const { email, bio, image } = (req.body && req.body.user) || {};
    const user = await User.findByPk(req.headers['x-user-id']);
    if (!user) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    await user.update({ email: email ?? user.email, bio: bio ?? user.bio, image: image ?? user.image });
    return { user: { username: user.username, email: user.email, bio: user.bio, image: user.image } };
  });
};
