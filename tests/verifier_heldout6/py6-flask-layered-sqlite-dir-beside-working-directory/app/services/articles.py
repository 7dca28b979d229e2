import re

from app.models import Article
from app.repositories import articles as repo


def publish(author, data):
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
    return repo.add(Article(slug=slug, title=data["title"], description=data["description"], body=data["body"],
                            author_id=author.id))


def find(slug):
    return repo.by_slug(slug)


def page(**filters):
    return repo.page(**filters)
