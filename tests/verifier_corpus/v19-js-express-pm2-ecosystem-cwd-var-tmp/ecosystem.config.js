const path = require('path');

module.exports = {
  apps: [
    {
      name: 'conduit',
      script: path.join(__dirname, 'src', 'server.js'),
      // Run from a writable scratch directory so logs and data survive redeploys of the checkout.
      cwd: '/var/tmp/conduit',
      instances: 1,
      exec_mode: 'fork',
      env: {
        NODE_ENV: 'production',
        PORT: 3000,
      },
    },
  ],
};
