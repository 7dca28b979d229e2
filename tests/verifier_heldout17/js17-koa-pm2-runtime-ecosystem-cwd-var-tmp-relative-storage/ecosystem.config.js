const path = require('path');

module.exports = {
  apps: [
    {
      name: 'conduit',
      script: path.join(__dirname, 'src', 'server.js'),
      cwd: '/var/tmp/conduit',
      instances: 1,
      env: { NODE_ENV: 'production' },
    },
  ],
};
