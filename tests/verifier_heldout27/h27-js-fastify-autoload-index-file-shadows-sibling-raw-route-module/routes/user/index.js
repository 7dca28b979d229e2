'use strict';

module.exports = async function (fastify) {
  const { User } = fastify.db.models;
  fastify.get('/', { onRequest: [fastify.authenticate] }, async (req) => {
    const u = await User.findByPk(req.user.id);
    return { user: { email: u.email, token: fastify.jwt.sign({ id: u.id }), username: u.username, bio: u.bio, image: u.image } };
  });
};
