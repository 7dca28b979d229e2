from blog.models import Article


def find_by_slug(slug: str) -> Article | None:
    return Article.objects.filter(slug=slug).first()
