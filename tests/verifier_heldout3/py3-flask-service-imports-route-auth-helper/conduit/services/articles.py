import re

from conduit.models import Article
from conduit.repositories import articles as repo
from conduit.routes.auth import current_user
from conduit.services import ServiceError


def _slug(title: str) -> str:
    return re.sub(r"[^\w]+", "-", title.lower()).strip("-")


def create(title: str, description: str, body: str) -> Article:
    author = current_user()
    return repo.save(Article(slug=_slug(title), title=title, description=description, body=body,
                             author_id=author.id))


def get(slug: str) -> Article:
    article = repo.by_slug(slug)
    if article is None:
        raise ServiceError("not found", 404)
    return article


def update(slug: str, changes: dict) -> Article:
    article = get(slug)
    if article.author_id != current_user().id:
        raise ServiceError("forbidden", 403)
    for key in ("title", "description", "body"):
        if key in changes:
            setattr(article, key, changes[key])
    if "title" in changes:
        article.slug = _slug(changes["title"])
    return repo.save(article)


def remove(slug: str) -> None:
    article = get(slug)
    if article.author_id != current_user().id:
        raise ServiceError("forbidden", 403)
    repo.delete(article)


def latest(limit: int, offset: int) -> tuple[list[Article], int]:
    return repo.latest(limit, offset), repo.count()
