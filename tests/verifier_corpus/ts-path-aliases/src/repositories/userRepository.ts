import { User } from '@/models/user';

export async function findByUsername(username: string): Promise<User | null> {
  return User.findOne({ where: { username } });
}

export async function create(fields: { username: string; email: string }): Promise<User> {
  return User.create(fields);
}
