// local development defaults, preloaded through NODE_OPTIONS
Object.assign(process.env, {
  DATABASE_URL: 'postgres://user:password@localhost:5432/conduit',
  JWT_SECRET: 'dev-secret',
});
