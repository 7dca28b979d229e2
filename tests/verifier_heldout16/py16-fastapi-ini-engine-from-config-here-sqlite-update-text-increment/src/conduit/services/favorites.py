from conduit.repositories.favorites import FavoriteRepository


class NotFound(Exception):
    pass


class FavoriteService:
    def __init__(self, repo: FavoriteRepository):
        self.repo = repo

    def favorite(self, user_id: int, slug: str):
        article = self.repo.article(slug)
        if article is None:
            raise NotFound(slug)
        if not self.repo.is_favorite(user_id, article.id):
            self.repo.add(user_id, article)
        return self.repo.article(slug)

    def unfavorite(self, user_id: int, slug: str):
        article = self.repo.article(slug)
        if article is None:
            raise NotFound(slug)
        if self.repo.is_favorite(user_id, article.id):
            self.repo.remove(user_id, article)
        return self.repo.article(slug)
