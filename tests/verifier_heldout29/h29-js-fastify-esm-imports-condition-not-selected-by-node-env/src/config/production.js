export default {
  jwtSecret: process.env.JWT_SECRET ?? 'conduit-secret',
  database: { url: process.env.DATABASE_URL, dialect: 'postgres', logging: false },
};
