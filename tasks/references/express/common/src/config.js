// Runtime settings, read once from the environment.
module.exports = {
  host: '0.0.0.0',
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET || 'conduit-development-secret',
  jwtLifetime: '30d',
};
