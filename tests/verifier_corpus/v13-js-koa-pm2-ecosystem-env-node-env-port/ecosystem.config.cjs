module.exports = {
  apps: [
    {
      name: 'koa-conduit',
      script: './src/app.js',
      exec_mode: 'fork',
      max_memory_restart: '300M',
      env: {
        NODE_ENV: 'production',
        PORT: 3000,
      },
    },
  ],
};
