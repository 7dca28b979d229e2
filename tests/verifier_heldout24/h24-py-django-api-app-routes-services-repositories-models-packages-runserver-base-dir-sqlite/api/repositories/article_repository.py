from django.db.models import Count

from api.models import Article, Tag


class ArticleRepository:
    def by_slug(self, slug):
        return Article.objects.select_related("author").prefetch_related("tags").filter(slug=slug).first()

    def list(self, tag=None, author=None, favorited=None, limit=20, offset=0):
        qs = Article.objects.select_related("author").prefetch_related("tags").annotate(favorites_count=Count("favorited_by"))
        if tag:
            qs = qs.filter(tags__name=tag)
        if author:
            qs = qs.filter(author__username=author)
        if favorited:
            qs = qs.filter(favorited_by__username=favorited)
        return list(qs[offset:offset + limit]), qs.count()

    def create(self, author, title, description, body, slug, tag_names):
        article = Article.objects.create(author=author, title=title, description=description, body=body, slug=slug)
        article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in tag_names])
        return article

    def tag_names(self):
        return list(Tag.objects.order_by("name").values_list("name", flat=True))
