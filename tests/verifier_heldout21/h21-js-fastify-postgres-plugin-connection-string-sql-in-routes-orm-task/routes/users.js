const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const SECRET = process.env.JWT_SECRET || 'secret';

module.exports = async function (fastify) {
  const toUser = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) } });

  fastify.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const { rows } = await fastify.pg.query(
      'INSERT INTO users (username, email, password) VALUES ($1, $2, $3) RETURNING *',
      [username, email, await bcrypt.hash(password, 10)],
    );
    reply.code(201);
    return toUser(rows[0]);
  });

  fastify.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const { rows } = await fastify.pg.query('SELECT * FROM users WHERE email = $1', [email]);
    if (!rows[0] || !(await bcrypt.compare(password, rows[0].password))) {
      reply.code(401);
      return { errors: { credentials: ['invalid'] } };
    }
    return toUser(rows[0]);
  });
};
