from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.services.article_service import ArticleService
from conduit.views.common import payload, viewer

service = ArticleService()


@csrf_exempt
def collection(request):
    if request.method == "POST":
        user = viewer(request)
        if user is None:
            return JsonResponse({"errors": {"token": ["is missing"]}}, status=401)
        return JsonResponse({"article": service.create(user, payload(request, "article"))}, status=201)
    return JsonResponse(service.list(request.GET.get("tag"), int(request.GET.get("limit", 20)),
                                     int(request.GET.get("offset", 0))))


def detail(request, slug):
    article = service.get(slug)
    if article is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": article})


def tags(request):
    return JsonResponse({"tags": service.tag_names()})
