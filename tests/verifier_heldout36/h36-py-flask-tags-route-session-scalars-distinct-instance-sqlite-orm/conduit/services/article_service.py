from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def list(self, limit=20, offset=0):
        return self.repo.recent(limit, offset)

    def get(self, slug):
        return self.repo.by_slug(slug)
