import { fn, col, where } from 'sequelize';
import { User } from '../models/index.js';

// Logins are case-insensitive on the e-mail address.
export const findUserByEmail = (email) =>
  User.findOne({ where: where(fn('lower', col('email')), email.toLowerCase()) });

export const findUserById = (id) => User.findByPk(id);

export const insertUser = (values) => User.create(values);
