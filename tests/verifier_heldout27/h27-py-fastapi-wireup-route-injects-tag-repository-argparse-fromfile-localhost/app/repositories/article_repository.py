from sqlalchemy import func, select
from wireup import injectable

from app import db
from app.models import Article


@injectable
class ArticleRepository:
    def page(self, limit: int, offset: int) -> tuple[list[Article], int]:
        with db.session() as s:
            total = s.scalar(select(func.count(Article.id))) or 0
            rows = s.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
            return list(rows), total
