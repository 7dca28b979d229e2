import { User } from '../models/index.js';

export const findByEmail = (email) => User.findOne({ where: { email } });
export const insertUser = (values) => User.create(values);
