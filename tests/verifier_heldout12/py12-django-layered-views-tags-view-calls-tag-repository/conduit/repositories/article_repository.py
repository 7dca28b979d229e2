from django.db.models import QuerySet

from conduit.models import Article


class ArticleRepository:
    def filtered(self, tag: str | None = None, author: str | None = None) -> QuerySet[Article]:
        qs = Article.objects.select_related("author").prefetch_related("tags")
        if tag:
            qs = qs.filter(tags__name=tag)
        if author:
            qs = qs.filter(author__username=author)
        return qs

    def page(self, qs: QuerySet[Article], limit: int, offset: int) -> tuple[list[Article], int]:
        return list(qs[offset:offset + limit]), qs.count()

    def by_slug(self, slug: str) -> Article | None:
        return Article.objects.select_related("author").filter(slug=slug).first()
