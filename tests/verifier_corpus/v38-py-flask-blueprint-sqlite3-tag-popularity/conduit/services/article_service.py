import re

from conduit.models import Article
from conduit.repositories import article_repository as repo


def _slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def create(title: str, body: str, tag_list: list[str]) -> Article:
    article = Article(slug=_slugify(title), title=title, body=body,
                      tags=[repo.tag_named(t) for t in tag_list])
    return repo.save(article)


def get(slug: str) -> Article | None:
    return repo.by_slug(slug)
