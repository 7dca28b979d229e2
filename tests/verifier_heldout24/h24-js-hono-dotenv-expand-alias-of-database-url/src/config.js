import dotenv from 'dotenv';
import { expand } from 'dotenv-expand';

expand(dotenv.config());

export const config = {
  dbUrl: process.env.SEQUELIZE_URL,
  poolMax: Number(process.env.SEQUELIZE_POOL_MAX ?? 10),
  jwtSecret: process.env.JWT_SECRET,
};
