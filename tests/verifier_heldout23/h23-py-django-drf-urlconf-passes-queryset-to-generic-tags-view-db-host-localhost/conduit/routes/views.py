from rest_framework import generics, status
from rest_framework.exceptions import NotAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from ..services.articles import ArticleService
from ..services.members import MemberService

members = MemberService()
articles = ArticleService()


class HealthCheck(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class Register(APIView):
    def post(self, request):
        data = request.data.get("user", {})
        member = members.register(data.get("username"), data.get("email"), data.get("password"))
        return Response({"user": members.as_user(member)}, status=status.HTTP_201_CREATED)


class Login(APIView):
    def post(self, request):
        data = request.data.get("user", {})
        return Response({"user": members.as_user(members.login(data.get("email"), data.get("password")))})


class Articles(APIView):
    def get(self, request):
        q = request.query_params
        return Response(articles.list(q.get("tag"), q.get("author"), int(q.get("limit", 20)), int(q.get("offset", 0))))

    def post(self, request):
        if request.user is None:
            raise NotAuthenticated()
        return Response({"article": articles.create(request.user, request.data.get("article", {}))},
                        status=status.HTTP_201_CREATED)


class ArticleDetail(APIView):
    def get(self, request, slug):
        return Response({"article": articles.get(slug)})


class TagList(generics.ListAPIView):
    """GET /api/tags -> {"tags": [...]}; the queryset is supplied by the URLconf."""

    pagination_class = None

    def list(self, request, *args, **kwargs):
        return Response({"tags": [tag.name for tag in self.get_queryset()]})
