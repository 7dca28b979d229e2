import re

from ..models import Article
from ..repositories.article_repository import ArticleRepository
from ..repositories.tag_repository import TagRepository

articles = ArticleRepository()
tags = TagRepository()


class NotFound(Exception):
    pass


def slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def get_article(slug):
    article = articles.by_slug(slug)
    if article is None:
        raise NotFound(slug)
    return article


def list_articles(tag=None, limit=20, offset=0):
    return articles.list(tag=tag, limit=limit, offset=offset)


def create_article(author, data):
    article = Article(
        slug=slugify(data["title"]), title=data["title"],
        description=data.get("description", ""), body=data.get("body", ""),
        author_id=author.id,
    )
    article.tags = [tags.get_or_create(n) for n in data.get("tagList", [])]
    return articles.add(article)
