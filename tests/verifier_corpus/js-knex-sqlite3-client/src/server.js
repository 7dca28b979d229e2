const app = require('./app');
const { db } = require('./db');

const port = Number(process.env.PORT || 3000);

db.migrate.latest().then(() => {
  app.listen(port, '0.0.0.0', () => console.log(`Conduit listening on ${port}`));
});
