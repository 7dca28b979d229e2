from conduit.models import Article


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return Article.objects.select_related("author").filter(slug=slug).first()

    def recent(self, limit: int, offset: int) -> tuple[list[Article], int]:
        qs = Article.objects.select_related("author")
        return list(qs[offset : offset + limit]), qs.count()
