from django.http import JsonResponse

from routes._http import body, endpoint
from services import articles as article_service


@endpoint()
def collection(request):
    if request.method == "POST":
        if request.conduit_user is None:
            return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
        article = article_service.create(request.conduit_user, body(request).get("article", {}))
        return JsonResponse({"article": article}, status=201)
    rows, total = article_service.list_articles(
        tag=request.GET.get("tag"),
        author=request.GET.get("author"),
        limit=int(request.GET.get("limit", 20)),
        offset=int(request.GET.get("offset", 0)),
    )
    return JsonResponse({"articles": rows, "articlesCount": total})


@endpoint()
def detail(request, slug):
    return JsonResponse({"article": article_service.get(slug)})


@endpoint()
def tags(request):
    return JsonResponse({"tags": article_service.tags()})
