from django.urls import include, path
from rest_framework.routers import SimpleRouter

from .views import ArticleViewSet, TagListView

router = SimpleRouter(trailing_slash=False)
router.register("articles", ArticleViewSet, basename="article")

urlpatterns = [
    path("tags", TagListView.as_view()),
    path("", include(router.urls)),
]
