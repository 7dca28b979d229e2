export const config = {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? 'changeme',
  db: {
    dialect: process.env.DB_DIALECT ?? 'sqlite',
    url: process.env.DATABASE_URL,
    storage: process.env.SQLITE_STORAGE ?? 'data/dev.sqlite',
  },
};
