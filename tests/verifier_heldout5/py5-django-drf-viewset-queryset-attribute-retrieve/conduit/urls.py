from django.http import JsonResponse
from django.urls import include, path
from rest_framework.routers import SimpleRouter

from articles.views.articles import ArticleViewSet

router = SimpleRouter(trailing_slash=False)
router.register("articles", ArticleViewSet, basename="article")

urlpatterns = [
    path("api/health-check", lambda request: JsonResponse({"status": "ok"})),
    path("api/", include(router.urls)),
]
