import 'dotenv/config';

export const config = {
  port: Number(process.env.PORT ?? 3000),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  jwtSecret: process.env.JWT_SECRET ?? 'change-me',
  dbStorage: process.env.DB_STORAGE ?? 'data/conduit.sqlite',
};
