import { Favorite } from '../models/index.js';
import { CrudRepository } from './crud.repository.js';

class FavoriteRepository extends CrudRepository {
  constructor() {
    super(Favorite);
  }
}

export const favoriteRepository = new FavoriteRepository();
