from rest_framework import status
from rest_framework.generics import CreateAPIView
from rest_framework.response import Response

from articles.services.article_service import ArticleNotFound, ArticleService
from articles.services.auth_service import AuthError, AuthService
from articles.views.serializers import CommentSerializer


class CommentCreateView(CreateAPIView):
    serializer_class = CommentSerializer
    auth = AuthService()
    articles = ArticleService()

    def create(self, request, slug):
        try:
            self.author = self.auth.require_user(request.headers.get("Authorization"))
        except AuthError:
            return Response({"errors": {"token": ["is missing or invalid"]}}, status=status.HTTP_401_UNAUTHORIZED)
        serializer = self.get_serializer(data=request.data.get("comment", {}))
        if not serializer.is_valid():
            return Response({"errors": serializer.errors}, status=status.HTTP_422_UNPROCESSABLE_ENTITY)
        try:
            self.perform_create(serializer)
        except ArticleNotFound:
            return Response({"errors": {"article": ["not found"]}}, status=status.HTTP_404_NOT_FOUND)
        return Response({"comment": serializer.data}, status=status.HTTP_201_CREATED)

    def perform_create(self, serializer):
        serializer.save(author=self.author, article=self.articles.get(self.kwargs["slug"]))
