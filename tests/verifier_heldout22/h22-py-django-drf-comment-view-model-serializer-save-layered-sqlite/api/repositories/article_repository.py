from api.models import Article, Comment


def get_article(slug):
    return Article.objects.select_related("author").filter(slug=slug).first()


def comments_for(article):
    return list(Comment.objects.select_related("author").filter(article=article))
