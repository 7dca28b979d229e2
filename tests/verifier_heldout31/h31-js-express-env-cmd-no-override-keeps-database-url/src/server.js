const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));

async function main() {
  await sequelize.sync();
  const port = Number(process.env.PORT) || 3000;
  app.listen(port, () => console.log(`listening on ${port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
