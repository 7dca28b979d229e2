import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from articles.routes.forms import ArticleForm
from articles.services import article_service


def _token(request) -> str | None:
    header = request.headers.get("Authorization", "")
    return header[6:] if header.startswith("Token ") else None


@csrf_exempt
def article_detail(request, slug: str):
    try:
        article = article_service.get_article(slug)
    except article_service.ArticleNotFound:
        return JsonResponse({"errors": {"body": ["article not found"]}}, status=404)

    if request.method == "GET":
        return JsonResponse({"article": article_service.to_json(article)})

    if request.method == "PUT":
        token = _token(request)
        if token is None or token != article.author_token:
            return JsonResponse({"errors": {"body": ["forbidden"]}}, status=403)
        payload = json.loads(request.body or b"{}").get("article", {})
        data = {field: payload.get(field, getattr(article, field)) for field in ("title", "description", "body")}
        form = ArticleForm(data, instance=article)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=422)
        article = form.save()
        return JsonResponse({"article": article_service.to_json(article)})

    return JsonResponse({"errors": {"body": ["method not allowed"]}}, status=405)


@csrf_exempt
def article_create(request):
    token = _token(request)
    if token is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    form = ArticleForm(json.loads(request.body or b"{}").get("article", {}))
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=422)
    article = article_service.create_article(token, **form.cleaned_data)
    return JsonResponse({"article": article_service.to_json(article)}, status=201)
