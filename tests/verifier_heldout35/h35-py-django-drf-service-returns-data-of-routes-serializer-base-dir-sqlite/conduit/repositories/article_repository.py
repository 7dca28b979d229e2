from conduit.models import Article


class ArticleRepository:
    def by_slug(self, slug):
        return Article.objects.select_related("author").filter(slug=slug).first()

    def page(self, limit, offset):
        qs = Article.objects.select_related("author")
        return list(qs[offset:offset + limit]), qs.count()
