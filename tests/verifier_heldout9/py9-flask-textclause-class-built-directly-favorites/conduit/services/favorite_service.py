from conduit.repositories.favorite_repository import FavoriteRepository


class NotFound(Exception):
    pass


class FavoriteService:
    def __init__(self, repository: FavoriteRepository | None = None):
        self.repository = repository or FavoriteRepository()

    def favorite(self, user_id: int, slug: str, on: bool) -> dict:
        article = self.repository.article_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        if on:
            self.repository.add(user_id, article.id)
        else:
            self.repository.remove(user_id, article.id)
        return {"slug": article.slug, "title": article.title, "favorited": on,
                "favoritesCount": self.repository.count(article.id)}
