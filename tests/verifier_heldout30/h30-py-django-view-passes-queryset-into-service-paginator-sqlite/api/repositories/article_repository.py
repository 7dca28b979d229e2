from django.db.models import Count

from api.models import Article, Tag


def by_slug(slug):
    return Article.objects.select_related("author").prefetch_related("tags").filter(slug=slug).first()


def window(queryset, limit, offset):
    """Slice an already-filtered queryset and annotate the favorite counts."""
    qs = queryset.annotate(favorites_count=Count("favorited_by", distinct=True)).order_by("-created_at")
    return list(qs[offset:offset + limit]), queryset.count()


def create(author, slug, title, description, body, tag_names):
    article = Article.objects.create(author=author, slug=slug, title=title, description=description, body=body)
    article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in tag_names])
    return by_slug(slug)


def tag_names(article):
    return sorted(t.name for t in article.tags.all())


def favorited(article, user):
    return article.favorited_by.filter(pk=user.pk).exists()
