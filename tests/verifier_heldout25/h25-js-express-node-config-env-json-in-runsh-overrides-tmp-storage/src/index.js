const express = require('express');
const config = require('config');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'ok' }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));
app.use('/api', require('./routes/tags'));

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

async function main() {
  await sequelize.sync();
  const port = config.get('server.port');
  app.listen(port, () => console.log(`Conduit listening on ${port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
