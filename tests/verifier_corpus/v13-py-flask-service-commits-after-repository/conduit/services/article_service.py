import re

from sqlalchemy.exc import IntegrityError

from conduit.extensions import db
from conduit.models import Article
from conduit.repositories import article_repository
from conduit.services import Forbidden, NotFound


class DuplicateSlug(Exception):
    pass


def _slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def get_article(slug: str) -> Article:
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise NotFound(slug)
    return article


def create_article(author_id: int, title: str, description: str, body: str) -> Article:
    article = Article(slug=_slugify(title), title=title, description=description, body=body, author_id=author_id)
    try:
        article_repository.add(article)
        # the service owns the unit of work: the repository stages, the service decides to keep it
        db.session.commit()
    except IntegrityError as exc:
        db.session.rollback()
        raise DuplicateSlug(article.slug) from exc
    return article


def delete_article(user_id: int, slug: str) -> None:
    article = get_article(slug)
    if article.author_id != user_id:
        raise Forbidden(slug)
    article_repository.remove(article)
    db.session.commit()
