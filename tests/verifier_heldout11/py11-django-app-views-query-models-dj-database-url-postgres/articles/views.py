from django.db.models import Count
from rest_framework.decorators import api_view
from rest_framework.response import Response

from .models import Article, Tag


def article_json(a: Article, viewer) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags.all()),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": bool(viewer) and a.favorited_by.filter(pk=viewer.pk).exists(),
        "favoritesCount": a.fav_count,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": False},
    }


@api_view(["GET"])
def health_check(request):
    return Response({"status": "ok"})


@api_view(["GET"])
def list_articles(request):
    qs = Article.objects.select_related("author").annotate(fav_count=Count("favorited_by"))
    if tag := request.query_params.get("tag"):
        qs = qs.filter(tags__name=tag)
    if author := request.query_params.get("author"):
        qs = qs.filter(author__username=author)
    if favorited := request.query_params.get("favorited"):
        qs = qs.filter(favorited_by__username=favorited)
    limit = int(request.query_params.get("limit", 20))
    offset = int(request.query_params.get("offset", 0))
    total = qs.count()
    page = qs[offset: offset + limit]
    return Response({"articles": [article_json(a, request.user) for a in page], "articlesCount": total})


@api_view(["GET"])
def tags(request):
    return Response({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
