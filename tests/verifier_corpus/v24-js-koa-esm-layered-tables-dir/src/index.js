import { app } from './app.js';
import { sequelize } from './tables/index.js';

await sequelize.sync();
const port = Number(process.env.PORT) || 3000;
app.listen(port, () => console.log(`conduit listening on ${port}`));
