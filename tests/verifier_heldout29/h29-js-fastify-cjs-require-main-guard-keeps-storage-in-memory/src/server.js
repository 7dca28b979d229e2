// Production entry point: start the app and shut down cleanly on SIGTERM/SIGINT.
const { start, sequelize } = require('./app');

start()
  .then((app) => {
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, async () => {
        await app.close();
        await sequelize.close();
        process.exit(0);
      });
    }
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
