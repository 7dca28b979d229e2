import { User } from '../models/user.js';

export const findUserByEmail = (email) => User.findOne({ where: { email } });
export const insertUser = (fields) => User.create(fields);
