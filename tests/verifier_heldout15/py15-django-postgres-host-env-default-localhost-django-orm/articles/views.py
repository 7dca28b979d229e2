from django.http import JsonResponse
from django.shortcuts import get_object_or_404

from articles.models import Article, Tag


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.values_list("name", flat=True))})


def article_detail(request, slug):
    a = get_object_or_404(Article.objects.select_related("author").prefetch_related("tags"), slug=slug)
    return JsonResponse({"article": {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": [t.name for t in a.tags.all()], "createdAt": a.created_at.isoformat(),
        "updatedAt": a.updated_at.isoformat(), "favorited": False,
        "favoritesCount": a.favorited_by.count(),
        "author": {"username": a.author.username, "bio": "", "image": None, "following": False},
    }})
