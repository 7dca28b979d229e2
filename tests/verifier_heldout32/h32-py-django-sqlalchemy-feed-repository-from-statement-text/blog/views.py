from django.http import JsonResponse

from blog.feed_repository import feed_for


def health(request):
    return JsonResponse({"status": "ok"})


def feed(request):
    user_id = int(request.headers.get("X-User-Id", "0"))
    rows = feed_for(user_id, int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [{"slug": a.slug, "title": a.title} for a in rows],
                         "articlesCount": len(rows)})
