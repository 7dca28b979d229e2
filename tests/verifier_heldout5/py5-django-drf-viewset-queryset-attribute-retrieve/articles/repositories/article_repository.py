from django.db.models import QuerySet

from articles.models import Article


class ArticleRepository:
    def filtered(self, tag: str | None = None, author: str | None = None) -> QuerySet[Article]:
        qs = Article.objects.select_related("author").prefetch_related("tags")
        if tag:
            qs = qs.filter(tags__name=tag)
        if author:
            qs = qs.filter(author__username=author)
        return qs

    def page(self, limit: int, offset: int, **filters) -> tuple[list[Article], int]:
        qs = self.filtered(**filters)
        return list(qs[offset : offset + limit]), qs.count()
