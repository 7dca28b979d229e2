from django.http import JsonResponse
from django.views import View


def health_check(request):
    return JsonResponse({"status": "ok"})


class ArticleListView(View):
    # the collaborator arrives as an extra keyword argument from the URLconf
    def get(self, request, service):
        limit = int(request.GET.get("limit", 20))
        offset = int(request.GET.get("offset", 0))
        return JsonResponse(service.listing(limit, offset))


class ArticleDetailView(View):
    def get(self, request, slug, service):
        try:
            return JsonResponse({"article": service.article(slug)})
        except LookupError:
            return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
