// Barrel: the routes import everything they need from '../services'.
export { articleService } from './article.service';
// Tags have no rules of their own, so the repository is re-exported as-is.
export { tagRepository } from '../repositories/tag.repository';
