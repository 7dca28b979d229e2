from django.utils.text import slugify

from .models import Article


def create_article(author, title, description, body):
    return Article.objects.create(author=author, slug=slugify(title), title=title, description=description, body=body)
