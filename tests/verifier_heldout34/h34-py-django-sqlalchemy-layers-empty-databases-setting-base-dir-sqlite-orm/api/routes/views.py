from django.http import JsonResponse

from api.services import articles as article_service
from api.services import tags as tag_service


def health(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": tag_service.popular_tags()})


def article(request, slug):
    try:
        a = article_service.get(slug)
    except article_service.NotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": {"slug": a.slug, "title": a.title, "body": a.body,
                                     "tagList": [t.name for t in a.tags]}})
