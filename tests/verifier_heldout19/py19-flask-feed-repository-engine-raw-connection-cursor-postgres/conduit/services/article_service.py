from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def feed(self, user_id, limit=20, offset=0):
        return self.repo.feed(user_id, limit, offset)

    def list(self, limit=20, offset=0):
        return self.repo.recent(limit, offset)
