from django.http import HttpResponse, JsonResponse
from django.utils.text import slugify
from django.views.decorators.csrf import csrf_exempt

from api.forms import ArticleForm, ArticleUpdateForm
from api.views.common import body, viewer
from services import articles as article_service


def _limits(request):
    return int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))


def _form_errors(form):
    return JsonResponse({"errors": {k: list(v) for k, v in form.errors.items()}}, status=422)


@csrf_exempt
def collection(request):
    user = viewer(request)
    if request.method == "POST":
        if user is None:
            return JsonResponse({"errors": {"token": ["is missing"]}}, status=401)
        data = body(request, "article")
        form = ArticleForm(data)
        if not form.is_valid():
            return _form_errors(form)
        article = form.save(commit=False)
        article.author = user
        article.slug = slugify(article.title)
        article.save()
        article_service.tag_article(article, data.get("tagList"))
        return JsonResponse({"article": article_service.serialize(article, user)}, status=201)

    limit, offset = _limits(request)
    return JsonResponse(article_service.listing(
        user, tag=request.GET.get("tag"), author=request.GET.get("author"),
        favorited=request.GET.get("favorited"), limit=limit, offset=offset,
    ))


def feed(request):
    user = viewer(request)
    if user is None:
        return JsonResponse({"errors": {"token": ["is missing"]}}, status=401)
    limit, offset = _limits(request)
    return JsonResponse(article_service.feed(user, limit, offset))


@csrf_exempt
def detail(request, slug):
    user = viewer(request)
    try:
        article = article_service.get(slug)
        if request.method == "PUT":
            if user is None or user.pk != article.author_id:
                return JsonResponse({"errors": {"article": ["forbidden"]}}, status=403)
            form = ArticleUpdateForm(
                {**{"title": article.title, "description": article.description, "body": article.body},
                 **body(request, "article")},
                instance=article,
            )
            if not form.is_valid():
                return _form_errors(form)
            article = form.save()
        elif request.method == "DELETE":
            if user is None:
                return JsonResponse({"errors": {"token": ["is missing"]}}, status=401)
            article_service.delete(user, slug)
            return HttpResponse(status=204)
        return JsonResponse({"article": article_service.serialize(article, user)})
    except article_service.ArticleError as err:
        return JsonResponse({"errors": {"body": [str(err)]}}, status=err.status)


def tags(request):
    return JsonResponse({"tags": article_service.tags()})
