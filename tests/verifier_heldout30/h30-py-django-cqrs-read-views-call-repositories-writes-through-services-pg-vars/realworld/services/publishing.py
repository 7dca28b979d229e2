from django.utils.text import slugify

from realworld.repositories import articles
from realworld.services.errors import DomainError


def publish(author, title, description, body, tag_list):
    slug = slugify(title)
    if not slug:
        raise DomainError({"title": ["can't be blank"]})
    if articles.by_slug(slug):
        raise DomainError({"title": ["must be unique"]})
    return articles.create(author, slug, title, description, body, sorted(set(tag_list)))


def comment(author, slug, body):
    article = articles.by_slug(slug)
    if article is None:
        raise DomainError({"article": ["not found"]})
    if not body:
        raise DomainError({"body": ["can't be blank"]})
    return articles.add_comment(article, author, body)
