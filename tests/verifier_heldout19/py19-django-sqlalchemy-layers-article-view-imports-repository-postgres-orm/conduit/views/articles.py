from django.http import JsonResponse
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleService

service = ArticleService()
articles_repo = ArticleRepository()


def dump(a):
    return {"slug": a.slug, "title": a.title, "body": a.body, "author": {"username": a.author.username}}


def article_list(request):
    items, total = service.list(int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": [dump(a) for a in items], "articlesCount": total})


def article_detail(request, slug):
    # a read needs no business rule: go to the repository
    article = articles_repo.get_by_slug(slug)
    if article is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": dump(article)})
