from django.db.models import Count

from ..models import Article, Tag


def _with_tag_names(article):
    if article is not None:
        article.tag_names = sorted(t.name for t in article.tags.all())
    return article


class ArticleRepository:
    def get_by_slug(self, slug):
        return _with_tag_names(Article.objects.select_related("author").prefetch_related("tags")
                               .annotate(favorites_count=Count("favorited_by")).filter(slug=slug).first())

    def filter(self, tag=None, author=None, favorited=None, authors_followed_by=None, limit=20, offset=0):
        qs = Article.objects.select_related("author").prefetch_related("tags")
        if tag:
            qs = qs.filter(tags__name=tag)
        if author:
            qs = qs.filter(author__username=author)
        if favorited:
            qs = qs.filter(favorited_by__username=favorited)
        if authors_followed_by is not None:
            qs = qs.filter(author__in=authors_followed_by.following.all())
        qs = qs.annotate(favorites_count=Count("favorited_by", distinct=True)).distinct()
        return [_with_tag_names(a) for a in qs[offset:offset + limit]], qs.count()

    def create(self, author, slug, title, description, body, tag_names):
        article = Article.objects.create(author=author, slug=slug, title=title, description=description, body=body)
        tags = [Tag.objects.get_or_create(name=name)[0] for name in tag_names]
        article.tags.set(tags)
        return self.get_by_slug(slug)

    def slug_taken(self, slug):
        return Article.objects.filter(slug=slug).exists()

    def is_favorited(self, article, user):
        return article.favorited_by.filter(pk=user.pk).exists()

    def set_favorite(self, article, user, on):
        (article.favorited_by.add if on else article.favorited_by.remove)(user)

    def delete(self, article):
        article.delete()

    def tag_names(self):
        return list(Tag.objects.order_by("name").values_list("name", flat=True))
