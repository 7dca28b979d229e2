from sqlalchemy import select

from ..models import Article


class ArticleRepository:
    def __init__(self, session):
        self.session = session

    def get_by_slug(self, slug):
        return self.session.scalar(select(Article).where(Article.slug == slug))
