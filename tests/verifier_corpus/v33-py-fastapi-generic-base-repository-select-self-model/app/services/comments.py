from sqlalchemy.orm import Session

from app.models import Comment
from app.repositories.articles import ArticleRepository, CommentRepository


class NotFound(Exception):
    pass


def _present(c: Comment) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat() if c.created_at else None}


def list_for(session: Session, slug: str) -> list[dict]:
    article = ArticleRepository(session).first_by(slug=slug)
    if article is None:
        raise NotFound(slug)
    return [_present(c) for c in CommentRepository(session).find_by(article_id=article.id)]


def add(session: Session, slug: str, body: str) -> dict:
    article = ArticleRepository(session).first_by(slug=slug)
    if article is None:
        raise NotFound(slug)
    return _present(CommentRepository(session).add(Comment(article_id=article.id, body=body)))


def delete(session: Session, slug: str, comment_id: int) -> None:
    repo = CommentRepository(session)
    comment = repo.get(comment_id)
    if comment is None:
        raise NotFound(str(comment_id))
    repo.delete(comment)
