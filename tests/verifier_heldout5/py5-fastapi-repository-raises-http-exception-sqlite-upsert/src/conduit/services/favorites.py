from dataclasses import dataclass

from conduit.models import Article, User
from conduit.repositories.articles import ArticleRepository


@dataclass
class FavoriteResult:
    article: Article
    favorited: bool
    count: int


class FavoriteService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    def favorite(self, user: User, slug: str) -> FavoriteResult:
        article = self.articles.get_or_404(slug)
        self.articles.favorite(user.id, article.id)
        return FavoriteResult(article, True, self.articles.favorites_count(article.id))

    def unfavorite(self, user: User, slug: str) -> FavoriteResult:
        article = self.articles.get_or_404(slug)
        self.articles.unfavorite(user.id, article.id)
        return FavoriteResult(article, False, self.articles.favorites_count(article.id))
