import express from 'express';
import { sequelize } from './repositories/connection.js';
import { health } from './routes/health.js';
import { articles } from './routes/articles.js';

const app = express();
app.use(express.json());
app.use('/api', health);
app.use('/api', articles);

await sequelize.sync();
app.listen(3000, () => console.log('ready on 3000'));
