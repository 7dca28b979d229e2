from django.http import JsonResponse
from django.views.decorators.http import require_GET

from articles.services import article_service


def _json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description,
            "body": a.body, "tagList": [t.name for t in a.tags.all()],
            "createdAt": a.created_at.isoformat()}


@require_GET
def health(request):
    return JsonResponse({"status": "ok"})


@require_GET
def tags(request):
    return JsonResponse({"tags": article_service.all_tags()})


@require_GET
def articles(request):
    items, count = article_service.list_articles(
        request.GET.get("tag"), int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [_json(a) for a in items], "articlesCount": count})


@require_GET
def article(request, slug):
    try:
        return JsonResponse({"article": _json(article_service.get_article(slug))})
    except article_service.NotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
