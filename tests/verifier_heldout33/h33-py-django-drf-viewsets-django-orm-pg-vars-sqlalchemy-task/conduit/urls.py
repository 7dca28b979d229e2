from django.http import JsonResponse
from django.urls import include, path
from rest_framework.routers import DefaultRouter

from api.views import ArticleViewSet, CommentViewSet

router = DefaultRouter(trailing_slash=False)
router.register("articles", ArticleViewSet, basename="article")
router.register(r"articles/(?P<slug>[^/.]+)/comments", CommentViewSet, basename="comment")

urlpatterns = [
    path("api/health-check", lambda r: JsonResponse({"status": "ok"})),
    path("api/", include(router.urls)),
]
