import bcrypt from 'bcryptjs';

const ROUNDS = 10;

export const hashPassword = (password) => bcrypt.hash(password, ROUNDS);

export const checkPassword = (password, hash) => bcrypt.compare(password, hash);
