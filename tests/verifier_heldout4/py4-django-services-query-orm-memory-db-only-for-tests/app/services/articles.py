import secrets

from django.db.models import Count
from django.utils.text import slugify

from app.models import Article, Profile
from app.services.exceptions import Forbidden, NotFound


def listing(tag=None, author=None, favorited=None, limit=20, offset=0):
    qs = Article.objects.select_related("author").annotate(fav_count=Count("favorited_by"))
    if author:
        qs = qs.filter(author__username=author)
    if favorited:
        qs = qs.filter(favorited_by__username=favorited)
    if tag:
        qs = qs.filter(tags__icontains=f'"{tag}"')
    return list(qs[offset:offset + limit]), qs.count()


def feed(me: Profile, limit=20, offset=0):
    qs = (Article.objects.filter(author__in=me.following.all()).select_related("author")
          .annotate(fav_count=Count("favorited_by")))
    return list(qs[offset:offset + limit]), qs.count()


def get(slug: str) -> Article:
    article = Article.objects.select_related("author").annotate(fav_count=Count("favorited_by")).filter(slug=slug).first()
    if article is None:
        raise NotFound()
    return article


def create(me: Profile, title: str, description: str, body: str, tags: list[str]) -> Article:
    article = Article.objects.create(slug=f"{slugify(title)}-{secrets.token_hex(3)}", title=title,
                                     description=description, body=body, tags=tags, author=me)
    return get(article.slug)


def delete(me: Profile, slug: str) -> None:
    article = get(slug)
    if article.author_id != me.pk:
        raise Forbidden()
    article.delete()


def favorite(me: Profile, slug: str, on: bool) -> Article:
    article = get(slug)
    (article.favorited_by.add if on else article.favorited_by.remove)(me)
    return get(slug)


def all_tags() -> list[str]:
    return sorted({t for tags in Article.objects.values_list("tags", flat=True) for t in tags})
