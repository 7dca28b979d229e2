class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository):
        self.repository = repository

    def get(self, slug):
        article = self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
