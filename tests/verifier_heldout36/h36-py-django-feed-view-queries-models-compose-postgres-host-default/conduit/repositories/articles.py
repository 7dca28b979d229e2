from conduit.models import Article


def get_by_slug(slug):
    return Article.objects.select_related("author").filter(slug=slug).first()
