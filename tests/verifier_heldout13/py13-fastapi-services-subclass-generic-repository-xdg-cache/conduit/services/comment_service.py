from sqlalchemy import select

from conduit.models import Article, Comment, User
from conduit.repositories import SQLAlchemyRepository


class NotFound(Exception):
    pass


class CommentService(SQLAlchemyRepository[Comment]):
    """Comment rules; CRUD is inherited from the generic repository."""

    model = Comment

    def for_article(self, slug: str) -> list[dict]:
        article = self.session.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            raise NotFound(slug)
        rows = self.session.execute(
            select(Comment, User.username).join(User, User.id == Comment.author_id)
            .where(Comment.article_id == article.id).order_by(Comment.created_at.desc())
        ).all()
        return [{"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
                 "author": {"username": name, "bio": None, "image": None, "following": False}} for c, name in rows]

    def remove_own(self, comment_id: int, user_id: int) -> None:
        comment = self.get(comment_id)
        if comment is None:
            raise NotFound(str(comment_id))
        if comment.author_id != user_id:
            raise PermissionError("not the author")
        self.remove(comment)
