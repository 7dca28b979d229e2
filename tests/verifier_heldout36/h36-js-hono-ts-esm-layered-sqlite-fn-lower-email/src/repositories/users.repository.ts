import { Sequelize } from 'sequelize';
import { User } from '../models/index.js';
export const usersRepository = {
  // case-insensitive e-mail lookup: WHERE lower(email) = ?
  byEmail: (email: string) => User.findOne({ where: Sequelize.where(Sequelize.fn('lower', Sequelize.col('email')), email.toLowerCase()) }),
  create: (data: { username: string; email: string; password: string }) => User.create(data),
};
