from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def list(self, tag=None, author=None, limit=20, offset=0):
        limit = max(1, min(limit, 100))
        return self.articles.list(tag=tag, author=author, limit=limit, offset=max(0, offset))

    def tags(self) -> list[str]:
        return self.articles.tag_names()
