from conduit.models import Article, Tag


class ArticleRepository:
    def page(self, tag=None, author=None, limit=20, offset=0):
        qs = Article.objects.select_related("author").prefetch_related("tags")
        if tag:
            qs = qs.filter(tags__name=tag)
        if author:
            qs = qs.filter(author__username=author)
        return list(qs[offset:offset + limit]), qs.count()

    def by_slug(self, slug):
        return Article.objects.select_related("author").filter(slug=slug).first()

    def create(self, author, slug, title, description, body, tag_names):
        article = Article.objects.create(author=author, slug=slug, title=title, description=description, body=body)
        article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in tag_names])
        return article

    def favorites_count(self, article):
        return article.favorited_by.count()
