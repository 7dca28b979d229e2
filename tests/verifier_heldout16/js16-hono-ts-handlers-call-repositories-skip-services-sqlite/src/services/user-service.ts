import bcrypt from 'bcryptjs';
import { sign } from 'hono/jwt';
import { userRepository } from '../repositories/user-repository';

export async function login(email: string, password: string) {
  const user: any = await userRepository.byEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) return null;
  const token = await sign({ id: user.id }, process.env.JWT_SECRET ?? 'conduit');
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token };
}
