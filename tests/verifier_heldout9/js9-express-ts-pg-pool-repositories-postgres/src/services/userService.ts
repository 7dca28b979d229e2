import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import * as users from '../repositories/userRepository';

export async function register(username: string, email: string, password: string) {
  if (await users.findByEmail(email)) throw Object.assign(new Error('email taken'), { status: 422 });
  const row = await users.insert(username, email, await bcrypt.hash(password, 10));
  const token = jwt.sign({ id: row.id }, process.env.JWT_SECRET ?? 'secret');
  return { email: row.email, username: row.username, bio: row.bio, image: row.image, token };
}
