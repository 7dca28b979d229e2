import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/user.repository';

export const JWT_SECRET = process.env.JWT_SECRET ?? 'conduit';

export class HttpishError extends Error {
  constructor(public status: number, message: string) { super(message); }
}

function toUser(u: { id: number; email: string; username: string; bio: string | null; image: string | null }) {
  return { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, JWT_SECRET) };
}

export const authService = {
  async register(input: { username: string; email: string; password: string }) {
    if (await userRepository.findByEmail(input.email)) throw new HttpishError(422, 'email has already been taken');
    const user = await userRepository.create({
      username: input.username, email: input.email, passwordHash: await bcrypt.hash(input.password, 10),
    });
    return toUser(user);
  },
  async login(email: string, password: string) {
    const user = await userRepository.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new HttpishError(401, 'invalid credentials');
    return toUser(user);
  },
  async current(id: number) {
    const user = await userRepository.findById(id);
    if (!user) throw new HttpishError(404, 'user not found');
    return toUser(user);
  },
};
