import { User } from '../models/index.js';

export const findUserById = (id) => User.findByPk(id);
export const findUserByEmail = (email) => User.findOne({ where: { email } });
export const insertUser = (data) => User.create(data);
