import bcrypt from 'bcryptjs';
import { sign } from 'hono/jwt';
import { HTTPException } from 'hono/http-exception';
import { userRepository } from '../repositories/user-repository.js';
import { config } from '../config.js';

const toUser = async (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, config.jwtSecret) });

export async function register({ username, email, password }) {
  if (!username || !email || !password) throw new HTTPException(422, { message: 'username, email and password are required' });
  if (await userRepository.byEmail(email)) throw new HTTPException(422, { message: 'email has already been taken' });
  return toUser(await userRepository.insert({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
}

export async function login({ email, password }) {
  const user = await userRepository.byEmail(email);
  if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) {
    throw new HTTPException(401, { message: 'email or password is invalid' });
  }
  return toUser(user);
}

export async function current(id) {
  const user = await userRepository.byId(id);
  if (!user) throw new HTTPException(404, { message: 'user not found' });
  return toUser(user);
}
