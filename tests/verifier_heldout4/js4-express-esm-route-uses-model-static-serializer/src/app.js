import express from 'express';
import { sequelize } from './models/index.js';
import articleRoutes from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', articleRoutes);

await sequelize.sync();
app.listen(Number(process.env.PORT ?? 3000));
