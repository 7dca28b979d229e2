const Fastify = require('fastify');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const db = require('./db');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';
const app = Fastify({ logger: true });

function userJson(user) {
  const token = jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
  return { user: { email: user.email, token, username: user.username, bio: user.bio, image: user.image } };
}

app.get('/api/health-check', async () => ({ status: 'ok' }));

app.post('/api/users', async (request, reply) => {
  const { username, email, password } = (request.body && request.body.user) || {};
  if (!username || !email || !password) {
    return reply.code(422).send({ errors: { body: ['username, email and password are required'] } });
  }
  if (db.prepare('SELECT id FROM users WHERE email = ? OR username = ?').get(email, username)) {
    return reply.code(422).send({ errors: { body: ['email or username has already been taken'] } });
  }
  const hash = await bcrypt.hash(password, 10);
  const { lastInsertRowid } = db.prepare('INSERT INTO users (username, email, password) VALUES (?, ?, ?)').run(username, email, hash);
  const user = db.prepare('SELECT * FROM users WHERE id = ?').get(lastInsertRowid);
  return reply.code(201).send(userJson(user));
});

app.post('/api/users/login', async (request, reply) => {
  const { email, password } = (request.body && request.body.user) || {};
  const user = db.prepare('SELECT * FROM users WHERE email = ?').get(email || '');
  if (!user || !(await bcrypt.compare(password || '', user.password))) {
    return reply.code(401).send({ errors: { credentials: ['invalid'] } });
  }
  return userJson(user);
});

app.get('/api/tags', async () => {
  const rows = db.prepare('SELECT name FROM tags ORDER BY name').all();
  return { tags: rows.map((r) => r.name) };
});

app.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
