from rest_framework.exceptions import NotAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from ..models import Article
from ..services import accounts, articles
from .filters import ArticleFilterSet
from .serializers import ArticleSerializer


def member_json(m) -> dict:
    return {"user": {"email": m.email, "token": accounts.token(m), "username": m.username, "bio": m.bio,
                     "image": m.image}}


class HealthView(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class RegisterView(APIView):
    def post(self, request):
        return Response(member_json(accounts.register(request.data.get("user") or {})), status=201)


class LoginView(APIView):
    def post(self, request):
        data = request.data.get("user") or {}
        return Response(member_json(accounts.login(data.get("email"), data.get("password"))))


class CurrentUserView(APIView):
    def get(self, request):
        if request.user is None:
            raise NotAuthenticated()
        return Response(member_json(request.user))


class ArticleListView(APIView):
    def get(self, request):
        queryset = Article.objects.select_related("author").prefetch_related("tags", "favorited_by")
        filtered = ArticleFilterSet(request.query_params, queryset=queryset).qs.order_by("-created_at").distinct()
        limit = int(request.query_params.get("limit", 20))
        offset = int(request.query_params.get("offset", 0))
        page = filtered[offset:offset + limit]
        ctx = {"viewer": request.user}
        return Response({
            "articles": ArticleSerializer(page, many=True, context=ctx).data,
            "articlesCount": filtered.count(),
        })

    def post(self, request):
        if request.user is None:
            raise NotAuthenticated()
        article = articles.publish(request.user, request.data.get("article") or {})
        return Response({"article": ArticleSerializer(article, context={"viewer": request.user}).data}, status=201)


class ArticleDetailView(APIView):
    def get(self, request, slug):
        return Response({"article": ArticleSerializer(articles.get(slug), context={"viewer": request.user}).data})


class TagListView(APIView):
    def get(self, request):
        return Response({"tags": articles.tags()})
