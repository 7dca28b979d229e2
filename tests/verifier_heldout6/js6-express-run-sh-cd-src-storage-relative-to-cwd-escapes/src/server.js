const express = require('express');
const cors = require('cors');
const { sequelize } = require('./models');

const app = express();
app.use(cors());
app.use(express.json());
app.use('/api', require('./routes'));

const PORT = process.env.PORT || 3000;

sequelize
  .sync()
  .then(() => app.listen(PORT, () => console.log(`Server running on port ${PORT}`)))
  .catch((err) => {
    console.error('Unable to start:', err);
    process.exit(1);
  });
