from conduit.repositories.articles import ArticleRepository
from conduit.web import cache


class ArticleNotFound(Exception):
    pass


class Forbidden(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None):
        self.repository = repository or ArticleRepository()

    def get(self, slug: str):
        article = self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def delete(self, slug: str, user_id: int) -> None:
        article = self.get(slug)
        if article.author_id != user_id:
            raise Forbidden(slug)
        self.repository.delete(article)
        # the tag list endpoint is cached: drop it when an article disappears
        cache.delete("view//api/tags")

    @cache.memoize()
    def popular_tags(self) -> list[str]:
        return self.repository.tag_names()
