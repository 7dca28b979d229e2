const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.use('/api/profiles', require('./routes/profiles'));
app.use('/api/tags', require('./routes/tags'));

const port = Number(process.env.PORT) || 3000;

sequelize.sync().then(() => {
  app.listen(port, () => console.log(`conduit api on :${port}`));
});
