import { sequelize } from './db/sequelize.js';
import 'dotenv/config';
import { app } from './app.js';
import './models/index.js';

const port = Number(process.env.PORT) || 3000;

await sequelize.sync();
app.listen(port, () => {
  console.log(`conduit listening on http://localhost:${port}`);
});
