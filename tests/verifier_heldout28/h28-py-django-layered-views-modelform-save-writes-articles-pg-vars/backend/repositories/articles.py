from models.models import Article, Tag


def by_slug(slug):
    return Article.objects.select_related("author").filter(slug=slug).first()


def page(tag=None, author=None, favorited=None, limit=20, offset=0):
    qs = Article.objects.select_related("author").prefetch_related("tags")
    if tag:
        qs = qs.filter(tags__name=tag)
    if author:
        qs = qs.filter(author__username=author)
    if favorited:
        qs = qs.filter(favorited_by__username=favorited)
    return list(qs[offset:offset + limit]), qs.count()


def feed(user, limit=20, offset=0):
    qs = Article.objects.filter(author__in=user.following.all()).select_related("author")
    return list(qs[offset:offset + limit]), qs.count()


def set_tags(article, tag_names):
    article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in tag_names])


def tag_names():
    return list(Tag.objects.order_by("name").values_list("name", flat=True))


def delete(article):
    article.delete()
