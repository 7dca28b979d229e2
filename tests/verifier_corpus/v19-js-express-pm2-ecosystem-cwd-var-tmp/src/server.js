const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health', (req, res) => res.json({ ok: true }));
app.use('/api', require('./routes/users'));

sequelize.sync().then(() => {
  const port = Number(process.env.PORT) || 3000;
  app.listen(port, () => console.log(`conduit on ${port} (cwd ${process.cwd()})`));
});
