from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, session):
        self.repo = ArticleRepository(session)

    def list_articles(self, author=None):
        author_id = None
        if author:
            user = self.repo.find_user_by_username(author)
            if user is None:
                return []
            author_id = user.id
        rows = self.repo.list_recent(author_id=author_id, limit=20)
        return [{"slug": a.slug, "title": a.title, "body": a.body} for a in rows]
