from sqlalchemy.orm import Session

from app.repositories.comment_repository import CommentRepository


def list_comments(session: Session, slug: str) -> list[dict]:
    return [{"id": c.id, "body": c.body} for c in CommentRepository(session).for_article(slug)]
