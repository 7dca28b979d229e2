import { sql } from '@pgtyped/runtime';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  bio: string | null;
  image: string | null;
}

export const insertUser = sql<{
  params: { username: string; email: string; passwordHash: string };
  result: UserRow;
}>`INSERT INTO users (username, email, password_hash) VALUES ($username, $email, $passwordHash) RETURNING *`;

export const findUserByEmail = sql<{ params: { email: string }; result: UserRow }>`SELECT * FROM users WHERE email = $email`;
