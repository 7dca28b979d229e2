from django.http import JsonResponse
from django.views import View


def health_check(request):
    return JsonResponse({"status": "ok"})


class ArticleListView(View):
    # the collaborator arrives as an extra keyword argument from the URLconf
    def get(self, request, repo):
        limit = int(request.GET.get("limit", 20))
        offset = int(request.GET.get("offset", 0))
        items = [{"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                  "createdAt": a.created_at.isoformat()} for a in repo.page(limit, offset)]
        return JsonResponse({"articles": items, "articlesCount": repo.count()})


class ArticleDetailView(View):
    def get(self, request, slug, repo):
        article = repo.get_by_slug(slug)
        if article is None:
            return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
        return JsonResponse({"article": {"slug": article.slug, "title": article.title,
                                         "description": article.description, "body": article.body,
                                         "createdAt": article.created_at.isoformat()}})
