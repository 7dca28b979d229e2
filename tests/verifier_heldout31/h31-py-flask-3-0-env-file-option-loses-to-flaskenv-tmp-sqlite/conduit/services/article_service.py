import re

from conduit.models.article import Article
from conduit.repositories import article_repository


class ArticleNotFound(Exception):
    pass


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def get_article(slug: str) -> Article:
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    return article


def list_articles(limit: int = 20, offset: int = 0) -> list[Article]:
    return article_repository.list_recent(limit, offset)


def create_article(author_id: int, title: str, description: str, body: str) -> Article:
    article = Article(slug=slugify(title), title=title, description=description, body=body,
                      author_id=author_id)
    return article_repository.insert(article)
