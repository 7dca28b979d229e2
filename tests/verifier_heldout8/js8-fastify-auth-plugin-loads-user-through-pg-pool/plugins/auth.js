import fp from 'fastify-plugin';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const SECRET = process.env.JWT_SECRET ?? 'conduit-jwt-secret';

// Authentication runs on every request, so it gets its own tiny pool instead of
// going through the ORM: one indexed lookup by primary key. new Pool() picks up
// PGHOST/PGPORT/PGUSER/PGPASSWORD/PGDATABASE from the environment.
const pool = new pg.Pool({ max: 4 });

async function loadUser(id) {
  const { rows } = await pool.query(
    'SELECT id, email, username, bio, image FROM users WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export default fp(async (fastify) => {
  fastify.decorateRequest('currentUser', null);

  fastify.decorate('sign', (user) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' }));

  fastify.addHook('preHandler', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    try {
      const { id } = jwt.verify(header.replace(/^(Token|Bearer) /, ''), SECRET);
      request.currentUser = await loadUser(id);
    } catch {
      request.currentUser = null;
    }
  });

  fastify.decorate('requireUser', async (request, reply) => {
    if (!request.currentUser) return reply.code(401).send({ errors: { token: ['invalid or missing'] } });
  });

  fastify.addHook('onClose', () => pool.end());
});
