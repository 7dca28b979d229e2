from ..models import Article, Tag


class ArticleRepository:
    def _base(self):
        return Article.objects.select_related("author").prefetch_related("tags")

    def by_slug(self, slug):
        return self._base().filter(slug=slug).first()

    def page(self, tag, author, limit, offset):
        qs = self._base()
        if tag:
            qs = qs.filter(tags__name=tag)
        if author:
            qs = qs.filter(author__username=author)
        return list(qs[offset:offset + limit]), qs.count()

    def create(self, author, tag_names, **fields):
        article = Article.objects.create(author=author, **fields)
        article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in tag_names])
        return self.by_slug(article.slug)

    def tag_names_of(self, article):
        return sorted(t.name for t in article.tags.all())
