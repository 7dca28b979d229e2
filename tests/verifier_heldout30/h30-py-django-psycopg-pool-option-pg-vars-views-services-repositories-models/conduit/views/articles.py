from django.http import JsonResponse

from conduit.services import article_service
from conduit.views.http import body, with_user


@with_user(required=False)
def articles(request):
    if request.method == "POST":
        if request.conduit_user is None:
            return JsonResponse({"errors": {"token": ["missing"]}}, status=401)
        data = body(request).get("article", {})
        article = article_service.create(request.conduit_user, data.get("title", ""), data.get("description", ""),
                                         data.get("body", ""), data.get("tagList", []))
        return JsonResponse({"article": article}, status=201)
    items, total = article_service.list_articles(
        request.conduit_user,
        tag=request.GET.get("tag"), author=request.GET.get("author"), favorited=request.GET.get("favorited"),
        limit=int(request.GET.get("limit", 20)), offset=int(request.GET.get("offset", 0)),
    )
    return JsonResponse({"articles": items, "articlesCount": total})


@with_user(required=True)
def favorite(request, slug):
    return JsonResponse({"article": article_service.favorite(request.conduit_user, slug)})


def tags(request):
    return JsonResponse({"tags": article_service.tags()})
