from realworld.models import Article, Favorite


def by_slug(slug):
    return Article.objects.select_related("author").filter(slug=slug).first()


def create(**fields):
    return Article.objects.create(**fields)


def delete(article):
    article.delete()


def filtered(tag=None, author=None, favorited=None):
    qs = Article.objects.select_related("author").order_by("-created_at")
    if tag:
        qs = qs.filter(tag_list__contains=[tag])
    if author:
        qs = qs.filter(author__username=author)
    if favorited:
        qs = qs.filter(favorites__user__username=favorited)
    return qs


def page(qs, limit, offset):
    return list(qs[offset:offset + limit]), qs.count()


def favorites_count(article):
    return Favorite.objects.filter(article=article).count()


def is_favorited(article, user):
    return Favorite.objects.filter(article=article, user=user).exists()


def all_tags():
    names = set()
    for tag_list in Article.objects.values_list("tag_list", flat=True):
        names.update(tag_list)
    return sorted(names)
