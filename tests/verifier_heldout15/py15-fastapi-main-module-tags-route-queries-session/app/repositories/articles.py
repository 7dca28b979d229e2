from sqlalchemy import delete, func, select

from app.models import Article, Favorite


class ArticleRepository:
    def __init__(self, session):
        self.session = session

    def by_slug(self, slug):
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def is_favorited(self, article_id, user_id):
        return self.session.get(Favorite, (user_id, article_id)) is not None

    def favorites_count(self, article_id):
        return self.session.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))

    def remove_favorite(self, article_id, user_id):
        self.session.execute(delete(Favorite).where(Favorite.article_id == article_id, Favorite.user_id == user_id))
        self.session.commit()
