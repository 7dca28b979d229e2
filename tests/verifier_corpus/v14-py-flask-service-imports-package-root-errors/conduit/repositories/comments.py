from conduit.extensions import db
from conduit.models import Comment


def for_article(slug: str) -> list[Comment]:
    return list(db.session.scalars(db.select(Comment).where(Comment.article_slug == slug).order_by(Comment.id)))


def get(comment_id: int) -> Comment | None:
    return db.session.get(Comment, comment_id)


def add(comment: Comment) -> Comment:
    db.session.add(comment)
    db.session.commit()
    return comment


def remove(comment: Comment) -> None:
    db.session.delete(comment)
    db.session.commit()
