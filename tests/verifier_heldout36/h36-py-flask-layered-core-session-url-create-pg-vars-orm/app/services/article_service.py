from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def get(self, slug):
        return self.repo.by_slug(slug)
