"""HTTP endpoints.

Commands (POST/PUT/DELETE) go through the services, which own the business rules.
Queries (GET) have no rules to apply, so they read straight from the repositories
(CQRS read side) and the presenters shape the JSON."""
from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from realworld.repositories import articles as article_reads
from realworld.repositories import authors as author_reads
from realworld.services import accounts, publishing
from realworld.views import presenters


class Health(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class Register(APIView):
    def post(self, request):
        u = request.data.get("user", {})
        user = accounts.register(u.get("username", ""), u.get("email", ""), u.get("password", ""))
        return Response({"user": {"email": user.email, "username": user.username, "bio": user.bio,
                                  "image": user.image, "token": accounts.token(user)}},
                        status=status.HTTP_201_CREATED)


class Login(APIView):
    def post(self, request):
        u = request.data.get("user", {})
        user = accounts.login(u.get("email", ""), u.get("password", ""))
        return Response({"user": {"email": user.email, "username": user.username, "bio": user.bio,
                                  "image": user.image, "token": accounts.token(user)}})


class Profile(APIView):
    def get(self, request, username):
        author = author_reads.by_username(username)
        if author is None:
            return Response({"errors": {"profile": ["not found"]}}, status=404)
        return Response({"profile": presenters.profile(author, request.user)})


class Follow(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request, username):
        target = accounts.follow(request.user, username, True)
        return Response({"profile": presenters.profile(target, request.user)})

    def delete(self, request, username):
        target = accounts.follow(request.user, username, False)
        return Response({"profile": presenters.profile(target, request.user)})


class Articles(APIView):
    def get(self, request):
        rows, total = article_reads.listing(
            viewer=request.user, tag=request.query_params.get("tag"),
            author=request.query_params.get("author"), favorited=request.query_params.get("favorited"),
            limit=int(request.query_params.get("limit", 20)), offset=int(request.query_params.get("offset", 0)),
        )
        return Response({"articles": [presenters.article(a, request.user) for a in rows], "articlesCount": total})

    def post(self, request):
        if request.user is None:
            return Response({"errors": {"token": ["missing"]}}, status=401)
        a = request.data.get("article", {})
        article = publishing.publish(request.user, a.get("title", ""), a.get("description", ""),
                                     a.get("body", ""), a.get("tagList", []))
        return Response({"article": presenters.article(article, request.user)}, status=201)


class Feed(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request):
        rows, total = article_reads.feed(request.user, int(request.query_params.get("limit", 20)),
                                         int(request.query_params.get("offset", 0)))
        return Response({"articles": [presenters.article(a, request.user) for a in rows], "articlesCount": total})


class Comments(APIView):
    def get(self, request, slug):
        article = article_reads.by_slug(slug)
        if article is None:
            return Response({"errors": {"article": ["not found"]}}, status=404)
        return Response({"comments": [presenters.comment(c, request.user)
                                      for c in article_reads.comments_for(article)]})

    def post(self, request, slug):
        if request.user is None:
            return Response({"errors": {"token": ["missing"]}}, status=401)
        comment = publishing.comment(request.user, slug, request.data.get("comment", {}).get("body", ""))
        return Response({"comment": presenters.comment(comment, request.user)})


class Tags(APIView):
    def get(self, request):
        return Response({"tags": article_reads.tag_names()})
