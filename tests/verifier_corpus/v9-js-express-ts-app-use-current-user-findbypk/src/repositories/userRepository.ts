import { User } from '../models/user';

export async function findUserById(id: number): Promise<User | null> {
  return User.findByPk(id);
}

export async function findUserByEmail(email: string): Promise<User | null> {
  return User.findOne({ where: { email } });
}

export async function insertUser(fields: { username: string; email: string; password: string }): Promise<User> {
  return User.create(fields);
}
