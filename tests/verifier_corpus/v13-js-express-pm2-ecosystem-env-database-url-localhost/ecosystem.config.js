module.exports = {
  apps: [
    {
      name: 'conduit-api',
      script: 'src/server.js',
      instances: 1,
      exec_mode: 'fork',
      env: {
        NODE_ENV: 'production',
        PORT: 3000,
        DATABASE_URL: 'postgres://postgres:postgres@localhost:5432/conduit',
        JWT_SECRET: 'conduit-production-secret',
      },
    },
  ],
};
