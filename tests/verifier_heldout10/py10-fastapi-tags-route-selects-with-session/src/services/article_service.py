from src.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    def get(self, slug: str):
        article = self.repo.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def recent(self, limit: int = 20, offset: int = 0):
        return self.repo.recent(limit, offset)
