import bcrypt from 'bcryptjs';
import { pool } from '../db/pool.js';

export default async function users(app) {
  const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }) });

  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const { rows } = await pool.query(
      'INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *',
      [username, email, await bcrypt.hash(password, 10)],
    );
    return reply.code(201).send({ user: present(rows[0]) });
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const { rows } = await pool.query('SELECT * FROM users WHERE email = $1', [email]);
    if (!rows[0] || !(await bcrypt.compare(password, rows[0].password_hash))) {
      return reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
    }
    return { user: present(rows[0]) };
  });
}
