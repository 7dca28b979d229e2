from django.utils.text import slugify
from articles.models import Article


def create_article(author, data):
    return Article.objects.create(slug=slugify(data["title"]), title=data["title"],
                                  description=data.get("description", ""), body=data["body"], author=author)
