export { ApiFeedArticles } from './ApiFeedArticles';
