from conduit.models import Article, User
from conduit.repositories.articles import ArticleRepository


class NotFound(Exception):
    pass


class FavoriteService:
    def __init__(self, articles: ArticleRepository | None = None) -> None:
        self.articles = articles or ArticleRepository()

    def set(self, user: User, slug: str, on: bool) -> tuple[Article, bool, int]:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        if on:
            self.articles.favorite(user.id, article.id)
        else:
            self.articles.unfavorite(user.id, article.id)
        return article, on, self.articles.favorite_count(article.id)
