from articles.models import Article, Tag


def get_by_slug(slug):
    return Article.objects.prefetch_related("tags").filter(slug=slug).first()


def page(tag, limit, offset):
    qs = Article.objects.prefetch_related("tags")
    if tag:
        qs = qs.filter(tags__name=tag)
    return list(qs[offset:offset + limit]), qs.count()


def tag_names():
    return list(Tag.objects.order_by("name").values_list("name", flat=True))
