from conduit.models import Article


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return Article.objects.select_related("author").filter(slug=slug).first()
