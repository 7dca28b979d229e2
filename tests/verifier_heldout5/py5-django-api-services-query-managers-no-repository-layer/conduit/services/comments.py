from django.core.exceptions import ObjectDoesNotExist

from conduit.models import Article, Comment


class ArticleMissing(Exception):
    pass


def comments_for(slug: str) -> list[Comment]:
    try:
        article = Article.objects.get(slug=slug)
    except ObjectDoesNotExist as exc:
        raise ArticleMissing(slug) from exc
    return list(article.comments.select_related("author"))
