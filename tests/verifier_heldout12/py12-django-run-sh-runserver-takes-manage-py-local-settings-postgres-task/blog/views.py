from django.db.models import Q
from rest_framework.response import Response
from rest_framework.views import APIView

from blog.models import Post


def post_json(post: Post) -> dict:
    return {"slug": post.slug, "title": post.title, "description": post.description, "body": post.body,
            "tagList": [], "createdAt": post.created_at.isoformat(), "updatedAt": post.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": post.author.username, "bio": post.author.bio, "image": post.author.image,
                       "following": False}}


class HealthCheckView(APIView):
    authentication_classes = []

    def get(self, request):
        return Response({"status": "ok"})


class ArticleListView(APIView):
    def get(self, request):
        posts = Post.objects.select_related("author").order_by("-created_at")
        if author := request.query_params.get("author"):
            posts = posts.filter(Q(author__username=author))
        limit = int(request.query_params.get("limit", 20))
        offset = int(request.query_params.get("offset", 0))
        return Response({"articles": [post_json(p) for p in posts[offset:offset + limit]],
                         "articlesCount": posts.count()})
