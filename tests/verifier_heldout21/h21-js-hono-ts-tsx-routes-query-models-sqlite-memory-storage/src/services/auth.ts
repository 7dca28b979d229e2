import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
export const SECRET = process.env.JWT_SECRET ?? 'hono-secret';
export const hash = (p: string) => bcrypt.hash(p, 10);
export const verify = (p: string, h: string) => bcrypt.compare(p, h);
export const sign = (id: number) => jwt.sign({ id }, SECRET);
