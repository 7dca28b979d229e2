from django.http import JsonResponse

from conduit.models import Article, Follow
from conduit.services import articles as article_service


def health(request):
    return JsonResponse({"status": "ok"})


def detail(request, slug):
    data = article_service.article_detail(slug)
    if data is None:
        return JsonResponse({"errors": {"body": ["not found"]}}, status=404)
    return JsonResponse({"article": data})


def feed(request):
    user_id = int(request.headers.get("X-User-Id", "0"))
    followed = Follow.objects.filter(follower_id=user_id).values_list("followed_id", flat=True)
    qs = Article.objects.filter(author_id__in=followed).select_related("author").order_by("-created_at")
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    items = [{"slug": a.slug, "title": a.title} for a in qs[offset:offset + limit]]
    return JsonResponse({"articles": items, "articlesCount": qs.count()})
