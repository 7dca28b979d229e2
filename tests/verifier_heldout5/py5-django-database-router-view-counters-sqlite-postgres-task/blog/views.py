from django.http import Http404, JsonResponse

from blog.models import Article
from metrics.counters import record_view


def health_check(request):
    return JsonResponse({"status": "ok"})


def article_detail(request, slug: str):
    try:
        article = Article.objects.select_related("author").get(slug=slug)
    except Article.DoesNotExist as exc:
        raise Http404 from exc
    record_view(slug)
    return JsonResponse({"article": {"slug": article.slug, "title": article.title, "description": article.description,
                                     "body": article.body, "tagList": [],
                                     "author": {"username": article.author.username}}})
