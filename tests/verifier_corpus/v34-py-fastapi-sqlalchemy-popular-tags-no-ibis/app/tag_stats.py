from sqlalchemy import func, select

from app.database import SessionLocal
from app.models import ArticleTag


def popular_tags(limit: int = 20) -> list[str]:
    n = func.count(ArticleTag.id)
    stmt = select(ArticleTag.tag).group_by(ArticleTag.tag).order_by(n.desc()).limit(limit)
    with SessionLocal() as s:
        return list(s.scalars(stmt))
