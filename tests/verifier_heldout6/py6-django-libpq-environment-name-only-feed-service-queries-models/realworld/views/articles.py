from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from realworld.services import article_service, feed_service
from realworld.views.common import article_json, body, handles_errors, viewer


@csrf_exempt
@handles_errors
def articles(request):
    me = viewer(request)
    if request.method == "POST":
        if me is None:
            return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
        return JsonResponse({"article": article_json(article_service.create(me, body(request).get("article", {})))},
                            status=201)
    q = request.GET
    rows, total = article_service.listing(me, int(q.get("limit", 20)), int(q.get("offset", 0)),
                                          tag=q.get("tag"), author=q.get("author"), favorited=q.get("favorited"))
    return JsonResponse({"articles": [article_json(d) for d in rows], "articlesCount": total})


def feed(request):
    me = viewer(request)
    if me is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    rows, total = feed_service.feed(me, int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [article_json(d) for d in rows], "articlesCount": total})


@handles_errors
def article(request, slug):
    return JsonResponse({"article": article_json(article_service.get(slug, viewer(request)))})


def tags(request):
    return JsonResponse({"tags": article_service.tags()})
