import { User } from '../models/User.js';

export const findByEmail = (email) => User.findOne({ where: { email } });
export const findById = (id) => User.findByPk(id);
export const createUser = (data) => User.create(data);
