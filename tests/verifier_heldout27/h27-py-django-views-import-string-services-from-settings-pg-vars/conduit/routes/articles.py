from django.http import JsonResponse

from conduit.routes.registry import service


def health_check(_request):
    return JsonResponse({"status": "ok"})


def list_articles(request):
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    items, total = service("articles").list(limit, offset)
    return JsonResponse(
        {
            "articles": [
                {"slug": a.slug, "title": a.title, "description": a.description, "createdAt": a.created_at.isoformat()}
                for a in items
            ],
            "articlesCount": total,
        }
    )
