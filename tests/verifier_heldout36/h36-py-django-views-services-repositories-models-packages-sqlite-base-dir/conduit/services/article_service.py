from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def list(self, limit=20, offset=0, author=None):
        items, count = self.repo.page(limit, offset, author)
        return [{"slug": a.slug, "title": a.title, "author": {"username": a.author.username}} for a in items], count
