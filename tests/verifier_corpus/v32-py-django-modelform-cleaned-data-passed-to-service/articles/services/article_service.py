from django.utils.text import slugify

from articles.models import Article
from articles.repositories import article_repository


class ArticleNotFound(Exception):
    pass


def get_article(slug: str) -> Article:
    article = article_repository.get_by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    return article


def create_article(token: str, title: str, description: str, body: str) -> Article:
    return article_repository.create(slug=slugify(title), title=title, description=description, body=body, author_token=token)


def update_article(article: Article, **fields) -> Article:
    return article_repository.update(article, **fields)


def to_json(article: Article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
    }
