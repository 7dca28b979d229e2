// local development defaults, preloaded through NODE_OPTIONS; never override the environment
const defaults = {
  DATABASE_URL: 'postgres://user:password@localhost:5432/conduit',
  JWT_SECRET: 'dev-secret',
};
for (const [key, value] of Object.entries(defaults)) {
  if (!(key in process.env)) process.env[key] = value;
}
