import uuid

from django.utils.text import slugify
from rest_framework.decorators import api_view
from rest_framework.response import Response

from .models import Article, Tag, User
from .serializers import ArticleSerializer
from .tokens import user_for


@api_view(["GET"])
def health_check(request):
    return Response({"status": "ok"})


@api_view(["GET", "POST"])
def articles(request):
    if request.method == "POST":
        user = user_for(request)
        data = request.data["article"]
        article = Article.objects.create(author=user, slug=f"{slugify(data['title'])}-{uuid.uuid4().hex[:8]}",
                                         title=data["title"], description=data["description"], body=data["body"])
        for name in data.get("tagList", []):
            article.tags.add(Tag.objects.get_or_create(name=name)[0])
        return Response({"article": ArticleSerializer(article).data}, status=201)
    qs = Article.objects.all()
    if "author" in request.GET:
        qs = qs.filter(author__username=request.GET["author"])
    if "tag" in request.GET:
        qs = qs.filter(tags__name=request.GET["tag"])
    total = qs.count()
    qs = qs[int(request.GET.get("offset", 0)):int(request.GET.get("offset", 0)) + int(request.GET.get("limit", 20))]
    return Response({"articles": ArticleSerializer(qs, many=True).data, "articlesCount": total})


@api_view(["GET"])
def tags(request):
    return Response({"tags": [t.name for t in Tag.objects.all()]})
