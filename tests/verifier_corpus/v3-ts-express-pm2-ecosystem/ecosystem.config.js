module.exports = {
  apps: [
    {
      name: 'conduit-api',
      script: './src/index.ts',
      interpreter: 'node',
      interpreter_args: '--import tsx',
      env: { PORT: 3000 },
    },
  ],
};
