import { User } from '../models/user.js';

export const findByUsername = (username: string) => User.findOne({ where: { username } });
