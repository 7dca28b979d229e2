from sqlalchemy import select

from conduit.models import db
from conduit.models.article import Article, Comment


def find_article(slug: str) -> Article | None:
    return db.session.scalar(select(Article).where(Article.slug == slug))


def comments_for(article: Article) -> list[Comment]:
    return list(db.session.scalars(
        select(Comment).where(Comment.article_id == article.id).order_by(Comment.created_at)))


def add_comment(comment: Comment) -> Comment:
    db.session.add(comment)
    db.session.commit()
    return comment
