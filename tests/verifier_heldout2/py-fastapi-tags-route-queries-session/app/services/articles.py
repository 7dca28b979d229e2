from sqlalchemy.orm import Session

from app.repositories import articles as repo


def feed(db: Session, limit: int = 20, offset: int = 0):
    return repo.list_recent(db, limit, offset)


def get(db: Session, slug: str):
    article = repo.get_by_slug(db, slug)
    if article is None:
        raise LookupError(slug)
    return article
