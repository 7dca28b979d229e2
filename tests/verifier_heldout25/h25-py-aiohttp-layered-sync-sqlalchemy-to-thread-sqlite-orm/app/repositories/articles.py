from sqlalchemy import delete, select

from ..database import SessionFactory
from ..models import Article, Comment


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        with SessionFactory() as s:
            return s.scalar(select(Article).where(Article.slug == slug))

    def add(self, article: Article) -> Article:
        with SessionFactory() as s:
            s.add(article)
            s.commit()
            return s.scalar(select(Article).where(Article.id == article.id))


class CommentRepository:
    def for_article(self, article_id: int) -> list[Comment]:
        with SessionFactory() as s:
            stmt = select(Comment).where(Comment.article_id == article_id).order_by(Comment.created_at)
            return list(s.scalars(stmt))

    def get(self, comment_id: int) -> Comment | None:
        with SessionFactory() as s:
            return s.get(Comment, comment_id)

    def add(self, comment: Comment) -> Comment:
        with SessionFactory() as s:
            s.add(comment)
            s.commit()
            return s.scalar(select(Comment).where(Comment.id == comment.id))

    def delete(self, comment_id: int) -> None:
        with SessionFactory() as s:
            s.execute(delete(Comment).where(Comment.id == comment_id))
            s.commit()
