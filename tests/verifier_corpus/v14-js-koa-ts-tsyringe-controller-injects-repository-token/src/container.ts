import 'reflect-metadata';
import { container } from 'tsyringe';
import { TOKENS } from './tokens';
import { SequelizeArticleRepository } from './repositories/article.repository';
import { ArticleService } from './services/article.service';

container.register(TOKENS.ArticleRepository, { useClass: SequelizeArticleRepository });
container.register(TOKENS.ArticleService, { useClass: ArticleService });

export { container };
