from sqlalchemy.orm import Session

from app.repositories import articles as repository


class ArticleNotFound(Exception):
    pass


def _as_dict(article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description, "body": article.body}


def get(session: Session, slug: str) -> dict:
    article = repository.get_by_slug(session, slug)
    if article is None:
        raise ArticleNotFound(slug)
    return _as_dict(article)


def list_page(session: Session, limit: int = 20, offset: int = 0) -> tuple[list[dict], int]:
    rows, total = repository.page(session, max(1, min(limit, 100)), max(0, offset))
    return [_as_dict(a) for a in rows], total
