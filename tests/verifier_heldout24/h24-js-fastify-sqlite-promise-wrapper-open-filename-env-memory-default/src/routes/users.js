import bcrypt from 'bcryptjs';
import { db } from '../db.js';

export default async function users(app) {
  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const { lastID } = await db.run('INSERT INTO users (username, email, password) VALUES (?, ?, ?)', username, email, await bcrypt.hash(password, 8));
    const token = app.jwt.sign({ id: lastID });
    return reply.code(201).send({ user: { username, email, bio: null, image: null, token } });
  });
  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const row = await db.get('SELECT * FROM users WHERE email = ?', email);
    if (!row || !(await bcrypt.compare(password, row.password))) return reply.code(401).send({ errors: { body: ['invalid'] } });
    return { user: { username: row.username, email: row.email, bio: row.bio, image: row.image, token: app.jwt.sign({ id: row.id }) } };
  });
}
