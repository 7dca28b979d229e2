import re

from conduit.models import Article, User
from conduit.repositories import article_repository
from conduit.services.errors import DomainError


def list_articles(tag=None, author=None, limit=20, offset=0):
    return article_repository.find(tag=tag, author=author, limit=limit, offset=offset)


def create(author: User, title: str, description: str, body: str, tag_list: list[str]) -> Article:
    if not title:
        raise DomainError(422, "title", "can't be blank")
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    article = Article(slug=slug, title=title, description=description, body=body, author=author)
    article.tags = [article_repository.tag_named(n) for n in tag_list]
    return article_repository.save(article)


def get(slug: str) -> Article:
    article = article_repository.get_by_slug(slug)
    if article is None:
        raise DomainError(404, "article", "not found")
    return article
