from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def list(self, limit=None, offset=0):
        items, count = self.repo.page(limit, offset)
        return [{"slug": a.slug, "title": a.title} for a in items], count
