export const config = {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? 'conduit-secret',
  db: {
    uri: process.env.DATABASE_URL,
    logging: process.env.DB_LOGGING === 'true',
  },
};
