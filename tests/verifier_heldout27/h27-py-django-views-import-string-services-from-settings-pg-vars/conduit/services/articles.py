from conduit.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self) -> None:
        self.articles = ArticleRepository()

    def list(self, limit: int, offset: int):
        return self.articles.page(limit, offset)
