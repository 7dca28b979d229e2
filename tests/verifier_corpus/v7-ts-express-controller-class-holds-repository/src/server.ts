import express from 'express';
import { sequelize } from './models/article';
import { ArticleRepository } from './repositories/articleRepository';
import { ArticleController } from './routes/articleController';
import { ArticleService } from './services/articleService';

const repository = new ArticleRepository();
const controller = new ArticleController(new ArticleService(repository), repository);
const app = express();
app.use(express.json());
app.use('/api', controller.routes());
sequelize.sync().then(() => app.listen(Number(process.env.PORT ?? 3000)));
