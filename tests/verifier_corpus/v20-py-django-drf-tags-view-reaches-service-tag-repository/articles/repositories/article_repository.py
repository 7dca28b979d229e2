from articles.models import Article


class ArticleRepository:
    def _base(self):
        return Article.objects.select_related("author").prefetch_related("tags")

    def page(self, *, tag=None, author=None, limit=20, offset=0):
        qs = self._base()
        if tag:
            qs = qs.filter(tags__name=tag)
        if author:
            qs = qs.filter(author__username=author)
        return qs.count(), list(qs[offset : offset + limit])

    def by_slug(self, slug):
        return self._base().filter(slug=slug).first()
