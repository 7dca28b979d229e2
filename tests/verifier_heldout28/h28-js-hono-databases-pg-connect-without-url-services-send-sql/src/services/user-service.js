import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { db, sql } from '../db/index.js';
import { userFromRow } from '../models/user.js';

const SECRET = process.env.JWT_SECRET ?? 'hono-secret';

const authUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export const verifyToken = (token) => jwt.verify(token, SECRET).id;

export async function register({ email, username, password }) {
  const [row] = await db.query(sql`
    INSERT INTO users (email, username, password_hash)
    VALUES (${email}, ${username}, ${await bcrypt.hash(password, 10)})
    RETURNING *
  `);
  return authUser(userFromRow(row));
}

export async function login({ email, password }) {
  const [row] = await db.query(sql`SELECT * FROM users WHERE email = ${email}`);
  const user = row && userFromRow(row);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    throw Object.assign(new Error('invalid credentials'), { status: 401 });
  }
  return authUser(user);
}

export async function me(id) {
  const [row] = await db.query(sql`SELECT * FROM users WHERE id = ${id}`);
  return authUser(userFromRow(row));
}
