from conduit.repositories.article_repository import ArticleRepository


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository=None):
        self.repository = repository or ArticleRepository()

    def page(self, limit=20, offset=0):
        return self.repository.page(limit, offset)

    def current_user(self, token):
        return self.repository.user_by_token(token) if token else None

    def favorite(self, slug, user):
        article = self.repository.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        self.repository.add_favorite(article, user)
        return article
