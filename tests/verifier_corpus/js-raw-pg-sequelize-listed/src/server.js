const app = require('./app');
const { createSchema } = require('./db');

const port = process.env.PORT || 3000;

createSchema().then(() => {
  app.listen(port, '0.0.0.0', () => console.log(`listening on ${port}`));
});
