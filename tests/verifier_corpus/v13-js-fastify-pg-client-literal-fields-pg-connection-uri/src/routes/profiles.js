async function profileRoutes(fastify) {
  fastify.get('/profiles/:username', async (request, reply) => {
    const { rows } = await fastify.db.query(
      'SELECT id, username, bio, image FROM users WHERE username = $1',
      [request.params.username],
    );
    if (rows.length === 0) {
      return reply.code(404).send({ errors: { profile: ['not found'] } });
    }
    const { username, bio, image } = rows[0];
    return { profile: { username, bio, image, following: false } };
  });
}

module.exports = profileRoutes;
