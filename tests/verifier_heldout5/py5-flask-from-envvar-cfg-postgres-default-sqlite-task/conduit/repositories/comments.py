from conduit.models import Comment, db


def for_article(slug: str) -> list[Comment]:
    return list(db.session.scalars(db.select(Comment).where(Comment.article_slug == slug).order_by(Comment.id)))


def add(comment: Comment) -> Comment:
    db.session.add(comment)
    db.session.commit()
    return comment


def delete(comment_id: int, author_id: int) -> bool:
    comment = db.session.get(Comment, comment_id)
    if comment is None or comment.author_id != author_id:
        return False
    db.session.delete(comment)
    db.session.commit()
    return True
