from django.http import Http404, JsonResponse

from conduit.articles.models import Article
from conduit.articles.services import recent_articles


def article_json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat(), "author": {"username": a.author.username}}


def articles(request):
    limit, offset = int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))
    items, count = recent_articles(limit, offset)
    return JsonResponse({"articles": [article_json(a) for a in items], "articlesCount": count})


def article(request, slug):
    try:
        return JsonResponse({"article": article_json(Article.objects.select_related("author").get(slug=slug))})
    except Article.DoesNotExist:
        raise Http404
