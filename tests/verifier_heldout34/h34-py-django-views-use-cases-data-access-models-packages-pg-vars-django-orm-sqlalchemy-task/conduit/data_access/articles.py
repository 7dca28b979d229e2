from conduit.models import Article


def find_by_slug(slug):
    return Article.objects.select_related("author").filter(slug=slug).first()


def page(limit, offset, author=None):
    qs = Article.objects.select_related("author")
    if author:
        qs = qs.filter(author__username=author)
    return list(qs[offset:offset + limit]), qs.count()
