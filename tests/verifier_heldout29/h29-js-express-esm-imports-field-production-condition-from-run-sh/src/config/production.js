if (!process.env.DATABASE_URL) {
  throw new Error('DATABASE_URL must be set in production');
}

export default {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? 'conduit-secret',
  db: { url: process.env.DATABASE_URL, dialect: 'postgres', logging: false },
};
