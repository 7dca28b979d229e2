from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from conduit.api.permissions import IsTokenUser
from conduit.services.articles import ArticleService
from conduit.services.users import UserService

users = UserService()
articles = ArticleService()


def user_payload(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": users.token(user)}}


def article_payload(a, viewer=None):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": bool(viewer) and any(u.id == viewer.id for u in a.favorited_by),
        "favoritesCount": len(a.favorited_by),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": False},
    }


class HealthCheckView(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class RegistrationView(APIView):
    def post(self, request):
        data = request.data.get("user", {})
        user = users.register(data.get("username"), data.get("email"), data.get("password"))
        return Response(user_payload(user), status=status.HTTP_201_CREATED)


class LoginView(APIView):
    def post(self, request):
        data = request.data.get("user", {})
        return Response(user_payload(users.login(data.get("email"), data.get("password"))))


class CurrentUserView(APIView):
    permission_classes = [IsTokenUser]

    def get(self, request):
        return Response(user_payload(request.user))

    def put(self, request):
        return Response(user_payload(users.update(request.user, request.data.get("user", {}))))


class ProfileView(APIView):
    def get(self, request, username):
        user, following = users.profile(username, request.user)
        return Response({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                     "following": following}})


class FollowView(APIView):
    permission_classes = [IsTokenUser]

    def _respond(self, user, following):
        return Response({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                     "following": following}})

    def post(self, request, username):
        return self._respond(*users.follow(request.user, username, True))

    def delete(self, request, username):
        return self._respond(*users.follow(request.user, username, False))


class ArticleListView(APIView):
    def get_permissions(self):
        return [IsTokenUser()] if self.request.method == "POST" else []

    def get(self, request):
        p = request.query_params
        rows, total = articles.search(tag=p.get("tag"), author=p.get("author"), favorited=p.get("favorited"),
                                      limit=int(p.get("limit", 20)), offset=int(p.get("offset", 0)))
        return Response({"articles": [article_payload(a, request.user) for a in rows], "articlesCount": total})

    def post(self, request):
        article = articles.create(request.user, request.data.get("article", {}))
        return Response({"article": article_payload(article, request.user)}, status=status.HTTP_201_CREATED)


class ArticleDetailView(APIView):
    def get_permissions(self):
        return [IsTokenUser()] if self.request.method == "DELETE" else []

    def get(self, request, slug):
        return Response({"article": article_payload(articles.get(slug), request.user)})

    def delete(self, request, slug):
        articles.delete(request.user, slug)
        return Response(status=status.HTTP_204_NO_CONTENT)


class FavoriteView(APIView):
    permission_classes = [IsTokenUser]

    def post(self, request, slug):
        return Response({"article": article_payload(articles.favorite(request.user, slug, True), request.user)})

    def delete(self, request, slug):
        return Response({"article": article_payload(articles.favorite(request.user, slug, False), request.user)})


class TagListView(APIView):
    def get(self, request):
        return Response({"tags": articles.tags()})
