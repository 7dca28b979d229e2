import { User } from '#models';

export const findUserByEmail = (email) => User.findOne({ where: { email } });
export const findUserById = (id) => User.findByPk(id);
export const insertUser = (attrs) => User.create(attrs);
