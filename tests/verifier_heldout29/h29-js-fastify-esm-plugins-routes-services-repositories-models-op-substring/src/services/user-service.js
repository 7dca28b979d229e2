import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/user-repository.js';
import { AppError } from './errors.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit';

const present = (u) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET),
});

export const userService = {
  verify(token) {
    try { return jwt.verify(token, SECRET).id; } catch { return null; }
  },
  async register({ username, email, password }) {
    if (!username || !email || !password) throw new AppError(422, 'username, email and password are required');
    if (await userRepository.findByEmail(email)) throw new AppError(422, 'email has already been taken');
    return present(await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const user = await userRepository.findByEmail(email ?? '');
    if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) throw new AppError(401, 'invalid credentials');
    return present(user);
  },
  async current(id) {
    const user = await userRepository.findById(id);
    if (!user) throw new AppError(401, 'unknown user');
    return present(user);
  },
};
