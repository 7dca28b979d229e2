from sqlalchemy import func, select

from conduit.extensions import db
from conduit.models import Article, User


def list_articles(author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
    query = select(Article).join(Article.author)
    if author:
        query = query.where(User.username == author)
    count = db.session.scalar(select(func.count()).select_from(query.subquery()))
    articles = db.session.scalars(query.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return list(articles), count
