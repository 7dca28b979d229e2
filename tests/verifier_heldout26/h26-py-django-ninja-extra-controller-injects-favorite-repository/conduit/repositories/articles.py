from conduit.models import Article


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return Article.objects.select_related("author").prefetch_related("tags").filter(slug=slug).first()

    def page(self, limit: int, offset: int) -> tuple[list[Article], int]:
        qs = Article.objects.select_related("author").prefetch_related("tags").order_by("-created_at")
        return list(qs[offset : offset + limit]), qs.count()
