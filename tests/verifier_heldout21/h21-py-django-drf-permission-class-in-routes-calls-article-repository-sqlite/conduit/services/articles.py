from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self) -> None:
        self.repo = ArticleRepository()

    def get(self, slug):
        article = self.repo.get(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def update(self, slug, changes):
        article = self.get(slug)
        for field in ("title", "body"):
            if field in changes:
                setattr(article, field, changes[field])
        return self.repo.save(article)

    def delete(self, slug):
        self.repo.delete(self.get(slug))
