from rest_framework.exceptions import NotFound, PermissionDenied

from realworld.models import Member
from realworld.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None) -> None:
        self.articles = articles or ArticleRepository()

    def delete(self, slug: str, viewer: Member) -> None:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        if article.author_id != viewer.pk:
            raise PermissionDenied("only the author can delete this article")
        self.articles.delete(article)
