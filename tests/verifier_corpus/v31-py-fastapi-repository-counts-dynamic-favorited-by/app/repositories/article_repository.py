from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Article


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def favorite_stats(self, article: Article, viewer_id: int | None) -> tuple[bool, int]:
        favorited = viewer_id is not None and article.favorited_by.filter_by(id=viewer_id).count() > 0
        return favorited, article.favorited_by.count()
