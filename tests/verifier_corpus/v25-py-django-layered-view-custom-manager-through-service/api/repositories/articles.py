from api.models import Article


def published_by_slug(slug):
    return Article.published.filter(slug=slug).first()
