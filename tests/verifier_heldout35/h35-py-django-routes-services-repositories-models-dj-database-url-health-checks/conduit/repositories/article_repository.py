from conduit.models import Article


class ArticleRepository:
    def get_by_slug(self, slug: str) -> Article | None:
        return Article.objects.select_related("author").filter(slug=slug).first()

    def list(self, *, author: str | None, limit: int, offset: int):
        qs = Article.objects.select_related("author")
        if author:
            qs = qs.filter(author__username=author)
        return list(qs[offset:offset + limit]), qs.count()
