from django.http import JsonResponse

from api.models import Article
from api.services import article_service
from api.services.errors import ServiceError
from api.views.common import error, payload, viewer


def _filtered(params, user):
    qs = Article.objects.select_related("author").prefetch_related("tags")
    if params.get("tag"):
        qs = qs.filter(tags__name=params["tag"])
    if params.get("author"):
        qs = qs.filter(author__username=params["author"])
    if params.get("favorited"):
        qs = qs.filter(favorited_by__username=params["favorited"])
    return qs.distinct()


def articles(request):
    user = viewer(request)
    if request.method == "POST":
        if user is None:
            return JsonResponse({"errors": {"token": ["missing"]}}, status=401)
        data = payload(request).get("article", {})
        try:
            article = article_service.create(user, data.get("title", ""), data.get("description", ""),
                                             data.get("body", ""), data.get("tagList", []))
        except ServiceError as err:
            return error(err)
        return JsonResponse({"article": article}, status=201)
    items, total = article_service.paginate(_filtered(request.GET, user), user,
                                            request.GET.get("limit", 20), request.GET.get("offset", 0))
    return JsonResponse({"articles": items, "articlesCount": total})


def feed(request):
    user = viewer(request)
    if user is None:
        return JsonResponse({"errors": {"token": ["missing"]}}, status=401)
    qs = Article.objects.select_related("author").filter(author__in=user.following.all())
    items, total = article_service.paginate(qs, user, request.GET.get("limit", 20), request.GET.get("offset", 0))
    return JsonResponse({"articles": items, "articlesCount": total})
