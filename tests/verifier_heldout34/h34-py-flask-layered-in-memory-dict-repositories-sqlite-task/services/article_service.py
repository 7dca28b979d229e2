import re

from models.entities import Article
from repositories.article_repository import article_repository


def create(author_id, title, description, body, tags):
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    article = Article(id=article_repository.next_id(), slug=slug, title=title,
                      description=description, body=body, author_id=author_id, tag_list=tags)
    return article_repository.save(article)


def get(slug):
    return article_repository.get(slug)


def list_all(limit=20, offset=0):
    items = article_repository.all()
    return items[offset:offset + limit], len(items)
