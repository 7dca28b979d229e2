from django.utils.text import slugify

from conduit.articles.models import Article


def create_article(author, title: str, description: str, body: str) -> Article:
    return Article.objects.create(author=author, slug=slugify(title), title=title, description=description, body=body)


def recent_articles(limit: int, offset: int):
    queryset = Article.objects.select_related("author")
    return queryset[offset : offset + limit], queryset.count()
