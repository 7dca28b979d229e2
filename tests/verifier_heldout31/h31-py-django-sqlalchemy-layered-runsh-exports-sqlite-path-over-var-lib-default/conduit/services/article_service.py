from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository

_articles = ArticleRepository()


class ArticleNotFound(Exception):
    pass


def get_article(slug: str) -> Article:
    article = _articles.by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    return article


def list_articles(limit: int = 20, offset: int = 0) -> tuple[list[Article], int]:
    return _articles.page(max(1, min(limit, 100)), max(0, offset))
