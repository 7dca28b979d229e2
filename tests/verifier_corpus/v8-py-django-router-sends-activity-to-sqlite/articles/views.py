from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt

from activity.models import Favorite
from articles.models import Article


def health_check(request):
    return JsonResponse({"status": "ok"})


def article(request, slug):
    item = get_object_or_404(Article, slug=slug)
    return JsonResponse({"article": {"slug": item.slug, "title": item.title, "body": item.body}})


@csrf_exempt
def favorite(request, slug):
    item = get_object_or_404(Article, slug=slug)
    Favorite.objects.get_or_create(article_slug=item.slug, username=request.headers.get("X-Username", ""))
    count = Favorite.objects.filter(article_slug=item.slug).count()
    return JsonResponse({"article": {"slug": item.slug, "favorited": True, "favoritesCount": count}})
