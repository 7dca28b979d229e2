from api.models import Article


def get_by_slug(slug: str) -> Article:
    """Raises Article.DoesNotExist when there is no such article."""
    return Article.objects.select_related("author").get(slug=slug)
