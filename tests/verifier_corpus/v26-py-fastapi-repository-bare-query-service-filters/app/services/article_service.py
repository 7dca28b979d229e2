from app.models.article import Article, User
from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, session):
        self.repo = ArticleRepository(session)

    def list_articles(self, author=None):
        query = self.repo.query()
        if author:
            user = self.repo.users().filter(User.username == author).first()
            if user is None:
                return []
            query = query.filter(Article.author_id == user.id)
        rows = query.order_by(Article.created_at.desc()).limit(20).all()
        return [{"slug": a.slug, "title": a.title, "body": a.body} for a in rows]
