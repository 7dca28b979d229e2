import { sql } from '../db/client.js';

export async function findByUsername(username) {
  const [user] = await sql`SELECT * FROM users WHERE username = ${username}`;
  return user ?? null;
}

export async function findByEmail(email) {
  const [user] = await sql`SELECT * FROM users WHERE email = ${email}`;
  return user ?? null;
}

export async function insert({ email, username, passwordHash }) {
  const [user] = await sql`
    INSERT INTO users (email, username, password_hash) VALUES (${email}, ${username}, ${passwordHash}) RETURNING *`;
  return user;
}
