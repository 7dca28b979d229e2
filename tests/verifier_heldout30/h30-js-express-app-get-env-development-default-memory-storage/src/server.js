const app = require('./app');
const { createDatabase } = require('./db');
const registerRoutes = require('./routes');

const PORT = 3000;

(async () => {
  const db = await createDatabase(app.get('env'));
  registerRoutes(app, db);
  app.listen(PORT, () => console.log(`listening on ${PORT} (${app.get('env')})`));
})();
