from conduit.models import Article


class ArticleRepository:
    def page(self, limit: int, offset: int) -> tuple[list[Article], int]:
        qs = Article.objects.all()
        return list(qs[offset : offset + limit]), qs.count()

    def by_slug(self, slug: str) -> Article | None:
        return Article.objects.filter(slug=slug).first()
