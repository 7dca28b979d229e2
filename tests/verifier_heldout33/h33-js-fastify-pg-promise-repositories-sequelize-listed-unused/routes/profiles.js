const { db } = require('../lib/db');
module.exports = async (fastify) => {
  fastify.get('/profiles/:username', async (req, reply) => {
    const u = await db.oneOrNone('SELECT username, bio, image FROM users WHERE username = $1', [req.params.username]);
    if (!u) return reply.code(404).send({ errors: { body: ['not found'] } });
    return { profile: { ...u, following: false } };
  });
};
