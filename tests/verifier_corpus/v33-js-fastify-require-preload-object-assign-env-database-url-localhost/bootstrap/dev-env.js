'use strict';

// Preloaded with -r: one place for the settings the app reads.
Object.assign(process.env, {
  DATABASE_URL: 'postgres://conduit:conduit@localhost:5432/conduit_dev',
  PORT: process.env.PORT || '3000',
  JWT_SECRET: process.env.JWT_SECRET || 'dev-secret',
});
