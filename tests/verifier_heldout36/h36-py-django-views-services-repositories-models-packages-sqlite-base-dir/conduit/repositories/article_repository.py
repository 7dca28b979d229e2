from conduit.models import Article


class ArticleRepository:
    def page(self, limit, offset, author=None):
        qs = Article.objects.select_related("author")
        if author:
            qs = qs.filter(author__username=author)
        return list(qs[offset:offset + limit]), qs.count()

    def get(self, slug):
        return Article.objects.select_related("author").filter(slug=slug).first()
