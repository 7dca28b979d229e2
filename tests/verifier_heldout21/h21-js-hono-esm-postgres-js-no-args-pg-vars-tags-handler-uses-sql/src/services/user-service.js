import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import * as users from '../repositories/user-repository.js';

const SECRET = process.env.JWT_SECRET ?? 'secret';
const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export async function register(input) {
  return present(await users.insert({ ...input, password: await bcrypt.hash(input.password, 10) }));
}
export async function login({ email, password }) {
  const u = await users.findByEmail(email);
  return u && (await bcrypt.compare(password, u.password)) ? present(u) : null;
}
