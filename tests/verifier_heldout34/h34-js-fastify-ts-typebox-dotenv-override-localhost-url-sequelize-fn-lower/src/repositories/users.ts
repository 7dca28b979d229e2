import { col, fn, where } from 'sequelize';
import { User } from '../models/user';

// emails are compared case-insensitively
export function findByEmail(email: string) {
  return User.findOne({ where: where(fn('lower', col('email')), email.toLowerCase()) });
}

export function create(data: { username: string; email: string; password: string }) {
  return User.create(data);
}
