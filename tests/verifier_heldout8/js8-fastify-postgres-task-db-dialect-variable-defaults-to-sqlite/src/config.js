'use strict';

module.exports = {
  port: Number(process.env.PORT || 3000),
  jwtSecret: process.env.JWT_SECRET || 'conduit-secret',
  db: {
    // "postgres" uses DATABASE_URL; "sqlite" (the default) keeps everything in a local file
    dialect: process.env.DB_DIALECT || 'sqlite',
    url: process.env.DATABASE_URL,
    storage: process.env.DB_STORAGE || 'conduit.sqlite',
  },
};
