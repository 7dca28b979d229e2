from django.http import JsonResponse

from blog import queries


def health_check(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": queries.tag_names()})


def articles(request):
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    rows, total = queries.article_page(limit, offset)
    return JsonResponse({"articles": [{"slug": a.slug, "title": a.title, "description": a.description,
                                       "body": a.body} for a in rows], "articlesCount": total})
