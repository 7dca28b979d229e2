from articles.models import Article


def get_by_slug(slug: str) -> Article | None:
    return Article.objects.filter(slug=slug).first()


def create(**fields) -> Article:
    return Article.objects.create(**fields)
