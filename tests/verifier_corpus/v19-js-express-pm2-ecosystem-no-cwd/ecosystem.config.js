const path = require('path');

module.exports = {
  apps: [
    {
      name: 'conduit',
      script: path.join(__dirname, 'src', 'server.js'),
      instances: 1,
      exec_mode: 'fork',
      env: {
        NODE_ENV: 'production',
        PORT: 3000,
      },
    },
  ],
};
